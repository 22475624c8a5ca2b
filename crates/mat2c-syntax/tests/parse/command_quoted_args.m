disp 'hello world'
disp hello
fprintf 'it''s'
pkg load statistics
