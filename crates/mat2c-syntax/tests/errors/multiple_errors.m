a = 1 +;
b = [1 2;
c = 'open
d = 4 $ 5;
end
