%! test: run
% The class of a:s:b with char, integer, single and logical operands (Octave's
% get_colon_op_type): char with double gives a char row; logical and mixed non-double
% classes are errors.
try
  v = 'a':'e';
  printf('%s %s %s [%s]\n', '''a'':''e''', class(v), mat2str(size(v)), num2str(double(v(:)')));
  disp(v)
catch err
  disp(err.message)
end
try
  v = 'a':2:'k';
  printf('%s %s %s [%s]\n', '''a'':2:''k''', class(v), mat2str(size(v)), num2str(double(v(:)')));
  disp(v)
catch err
  disp(err.message)
end
try
  v = 'a':100;
  printf('%s %s %s [%s]\n', '''a'':100', class(v), mat2str(size(v)), num2str(double(v(:)')));
  disp(v)
catch err
  disp(err.message)
end
try
  v = 97:'e';
  printf('%s %s %s [%s]\n', '97:''e''', class(v), mat2str(size(v)), num2str(double(v(:)')));
  disp(v)
catch err
  disp(err.message)
end
try
  v = 'a':2:101;
  printf('%s %s %s [%s]\n', '''a'':2:101', class(v), mat2str(size(v)), num2str(double(v(:)')));
  disp(v)
catch err
  disp(err.message)
end
try
  v = 97:2:'k';
  printf('%s %s %s [%s]\n', '97:2:''k''', class(v), mat2str(size(v)), num2str(double(v(:)')));
  disp(v)
catch err
  disp(err.message)
end
try
  v = int8(1):int8(3);
  printf('%s %s %s [%s]\n', 'int8(1):int8(3)', class(v), mat2str(size(v)), num2str(double(v(:)')));
  disp(v)
catch err
  disp(err.message)
end
try
  v = single(1):3;
  printf('%s %s %s [%s]\n', 'single(1):3', class(v), mat2str(size(v)), num2str(double(v(:)')));
  disp(v)
catch err
  disp(err.message)
end
try
  v = 1:int16(4);
  printf('%s %s %s [%s]\n', '1:int16(4)', class(v), mat2str(size(v)), num2str(double(v(:)')));
  disp(v)
catch err
  disp(err.message)
end
try
  v = true:3;
  printf('%s %s %s [%s]\n', 'true:3', class(v), mat2str(size(v)), num2str(double(v(:)')));
  disp(v)
catch err
  disp(err.message)
end
try
  v = 1:true;
  printf('%s %s %s [%s]\n', '1:true', class(v), mat2str(size(v)), num2str(double(v(:)')));
  disp(v)
catch err
  disp(err.message)
end
try
  v = false:true;
  printf('%s %s %s [%s]\n', 'false:true', class(v), mat2str(size(v)), num2str(double(v(:)')));
  disp(v)
catch err
  disp(err.message)
end
try
  v = 'a':int8(100);
  printf('%s %s %s [%s]\n', '''a'':int8(100)', class(v), mat2str(size(v)), num2str(double(v(:)')));
  disp(v)
catch err
  disp(err.message)
end
try
  v = int8(1):0.5:3;
  printf('%s %s %s [%s]\n', 'int8(1):0.5:3', class(v), mat2str(size(v)), num2str(double(v(:)')));
  disp(v)
catch err
  disp(err.message)
end
try
  v = uint8(250):uint8(255);
  printf('%s %s %s [%s]\n', 'uint8(250):uint8(255)', class(v), mat2str(size(v)), num2str(double(v(:)')));
  disp(v)
catch err
  disp(err.message)
end
try
  v = uint8(250):300;
  printf('%s %s %s [%s]\n', 'uint8(250):300', class(v), mat2str(size(v)), num2str(double(v(:)')));
  disp(v)
catch err
  disp(err.message)
end
try
  v = int8(-3):int8(1):int8(2);
  printf('%s %s %s [%s]\n', 'int8(-3):int8(1):int8(2)', class(v), mat2str(size(v)), num2str(double(v(:)')));
  disp(v)
catch err
  disp(err.message)
end
try
  v = int8(1):int16(3);
  printf('%s %s %s [%s]\n', 'int8(1):int16(3)', class(v), mat2str(size(v)), num2str(double(v(:)')));
  disp(v)
catch err
  disp(err.message)
end
try
  v = single(1):0.5:2;
  printf('%s %s %s [%s]\n', 'single(1):0.5:2', class(v), mat2str(size(v)), num2str(double(v(:)')));
  disp(v)
catch err
  disp(err.message)
end
try
  v = 1:single(2.5);
  printf('%s %s %s [%s]\n', '1:single(2.5)', class(v), mat2str(size(v)), num2str(double(v(:)')));
  disp(v)
catch err
  disp(err.message)
end
try
  v = int8(5):-1:1;
  printf('%s %s %s [%s]\n', 'int8(5):-1:1', class(v), mat2str(size(v)), num2str(double(v(:)')));
  disp(v)
catch err
  disp(err.message)
end
try
  v = uint8(5):-1:1;
  printf('%s %s %s [%s]\n', 'uint8(5):-1:1', class(v), mat2str(size(v)), num2str(double(v(:)')));
  disp(v)
catch err
  disp(err.message)
end
try
  v = int8(1):2.5;
  printf('%s %s %s [%s]\n', 'int8(1):2.5', class(v), mat2str(size(v)), num2str(double(v(:)')));
  disp(v)
catch err
  disp(err.message)
end
try
  v = 1.5:int8(4);
  printf('%s %s %s [%s]\n', '1.5:int8(4)', class(v), mat2str(size(v)), num2str(double(v(:)')));
  disp(v)
catch err
  disp(err.message)
end
try
  v = 'a':'a';
  printf('%s %s %s [%s]\n', '''a'':''a''', class(v), mat2str(size(v)), num2str(double(v(:)')));
  disp(v)
catch err
  disp(err.message)
end
try
  v = 'e':'a';
  printf('%s %s %s [%s]\n', '''e'':''a''', class(v), mat2str(size(v)), num2str(double(v(:)')));
  disp(v)
catch err
  disp(err.message)
end
try
  v = int32(1):int32(0);
  printf('%s %s %s [%s]\n', 'int32(1):int32(0)', class(v), mat2str(size(v)), num2str(double(v(:)')));
  disp(v)
catch err
  disp(err.message)
end
try
  v = 'a':0.5:'c';
  printf('%s %s %s [%s]\n', '''a'':0.5:''c''', class(v), mat2str(size(v)), num2str(double(v(:)')));
  disp(v)
catch err
  disp(err.message)
end
try
  v = single('a'):'c';
  printf('%s %s %s [%s]\n', 'single(''a''):''c''', class(v), mat2str(size(v)), num2str(double(v(:)')));
  disp(v)
catch err
  disp(err.message)
end
try
  v = 1:2:int8(7);
  printf('%s %s %s [%s]\n', '1:2:int8(7)', class(v), mat2str(size(v)), num2str(double(v(:)')));
  disp(v)
catch err
  disp(err.message)
end
try
  v = int8(1):2:7;
  printf('%s %s %s [%s]\n', 'int8(1):2:7', class(v), mat2str(size(v)), num2str(double(v(:)')));
  disp(v)
catch err
  disp(err.message)
end
try
  v = true:true;
  printf('%s %s %s [%s]\n', 'true:true', class(v), mat2str(size(v)), num2str(double(v(:)')));
  disp(v)
catch err
  disp(err.message)
end
try
  v = uint8(3):-2:0;
  printf('%s %s %s [%s]\n', 'uint8(3):-2:0', class(v), mat2str(size(v)), num2str(double(v(:)')));
  disp(v)
catch err
  disp(err.message)
end
try
  v = int8(100):50:127;
  printf('%s %s %s [%s]\n', 'int8(100):50:127', class(v), mat2str(size(v)), num2str(double(v(:)')));
  disp(v)
catch err
  disp(err.message)
end
try
  v = 1:0.5:int8(3);
  printf('%s %s %s [%s]\n', '1:0.5:int8(3)', class(v), mat2str(size(v)), num2str(double(v(:)')));
  disp(v)
catch err
  disp(err.message)
end
k = 'a':'e'
for ch = 'a':2:'e'
  disp(ch); disp(class(ch));
end
x = 'a':-40:-50;
double(x)
c = {int8(2), 'c'};
r = c{1}:int8(4)
s = 'a':c{2}
try
  q = c{1}:c{2}
catch err
  disp(err.message)
end
%% ---- expected (generated by octave-cli; MAT2C_BLESS=1 regenerates) ----
%|'a':'e' char [1 5] [97   98   99  100  101]
%|abcde
%|'a':2:'k' char [1 6] [97   99  101  103  105  107]
%|acegik
%|'a':100 char [1 4] [97   98   99  100]
%|abcd
%|97:'e' char [1 5] [97   98   99  100  101]
%|abcde
%|'a':2:101 char [1 3] [97   99  101]
%|ace
%|97:2:'k' char [1 6] [97   99  101  103  105  107]
%|acegik
%|int8(1):int8(3) int8 [1 3] [1  2  3]
%|  1  2  3
%|single(1):3 single [1 3] [1  2  3]
%|   1   2   3
%|1:int16(4) int16 [1 4] [1  2  3  4]
%|  1  2  3  4
%|invalid types found in range expression
%|invalid types found in range expression
%|invalid types found in range expression
%|incompatible types found in range expression
%|colon operator increment invalid (not an integer)
%|uint8(250):uint8(255) uint8 [1 6] [250  251  252  253  254  255]
%|  250  251  252  253  254  255
%|colon operator upper bound invalid (not an integer or out of range for given integer type)
%|int8(-3):int8(1):int8(2) int8 [1 6] [-3 -2 -1  0  1  2]
%|  -3  -2  -1   0   1   2
%|incompatible types found in range expression
%|single(1):0.5:2 single [1 3] [1         1.5           2]
%|   1.0000   1.5000   2.0000
%|1:single(2.5) single [1 2] [1  2]
%|   1   2
%|int8(5):-1:1 int8 [1 5] [5  4  3  2  1]
%|  5  4  3  2  1
%|uint8(5):-1:1 uint8 [1 5] [5  4  3  2  1]
%|  5  4  3  2  1
%|colon operator upper bound invalid (not an integer or out of range for given integer type)
%|colon operator lower bound invalid (not an integer or out of range for given integer type)
%|'a':'a' char [1 1] [97]
%|a
%|'e':'a' char [1 0] []
%|
%|int32(1):int32(0) int32 [1 0] []
%|[](1x0)
%|'a':0.5:'c' char [1 5] [97  98  98  99  99]
%|abbcc
%|incompatible types found in range expression
%|1:2:int8(7) int8 [1 4] [1  3  5  7]
%|  1  3  5  7
%|int8(1):2:7 int8 [1 4] [1  3  5  7]
%|  1  3  5  7
%|invalid types found in range expression
%|uint8(3):-2:0 uint8 [1 2] [3  1]
%|  3  1
%|int8(100):50:127 int8 [1 1] [100]
%|100
%|colon operator increment invalid (not an integer)
%|k = abcde
%|a
%|char
%|c
%|char
%|e
%|char
%|ans =
%|
%|   97   57   17    0
%|
%|r =
%|
%|  2  3  4
%|
%|s = abc
%|incompatible types found in range expression
%! stderr: warning: range error for conversion to character value
%! stderr: warning: called from
%! stderr:     range_char_logical_classes at line 254 column 3
%! stderr: 
%! exit: 0
