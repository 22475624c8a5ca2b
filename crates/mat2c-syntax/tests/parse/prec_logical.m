a = p || q && r;
b = p | q & r;
c = p && q || r && s;
d = p | q || r & s;
