s = 'hello'
e = ''
z = int8(7)
i1 = int8(-5)
n = int32([1 -200 3])
i2 = uint8(reshape([1 4 2 5 3 255], 2, 3))
i3 = int16(zeros(2,2,2))
i4 = uint8([300 -5 2.5])
i5 = int32([2.5 -2.5 3.49 1e10])
i6 = int64([123456789012 -1])
i7 = uint16([1:24 25000])
b = true
l = [true false]
l2 = logical(reshape([1 1 1 1 1 0 1 1], 2, 2, 2))
sg = single([1.5 2.5])
v = single(3.14159)
m = ['ab'; 'cd']
e0 = zeros(0, 3)
disp(e0)
n2 = zeros(2, 0, 3)
p = []
u = uint8([])
o = reshape([1 2 3 4 5.5 6 7 8], 2, 2, 2)
o4 = reshape(1:8, 1, 2, 2, 2)
disp(zeros(2,2,2))
r = 0:0.25:1
r3 = 1:5
e1 = 1:2:10
f1 = -5:-1
g1 = -1:0.5:1
k1 = 0.1:0.1:0.5
k2 = 0:-1:-10
k3 = 1:30
k4 = 0:0.1:3
w4 = 1:0
k5 = 1:1
disp(0:0.25:1)
disp('hi')
disp(int8([1 -2]))
disp(true)
ds = 2.5
disp(-7)
cls = 'double'
