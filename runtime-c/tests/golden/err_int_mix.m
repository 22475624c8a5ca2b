fprintf('before\n');
x = int8(1) + int16(1)
fprintf('not reached\n');
