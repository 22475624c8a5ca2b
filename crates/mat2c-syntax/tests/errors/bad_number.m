a = 1e;
b = 12abc;
c = 0x;
