% Kommentar mit Ümlauten
s = 'grüße';
t = "π ≈ 3.14";
