a = a + b * c - d / e;
b = a .* b ./ c .\ d \ e;
c = a - b - c;
d = a / b / c;
