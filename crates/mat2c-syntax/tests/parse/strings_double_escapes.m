a = "line\n";
b = "tab\there";
c = "back\\slash";
d = "quote \" inside";
e = "doubled "" quote";
f = "it's";
