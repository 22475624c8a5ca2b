%! test: run
% edge cases: N-d and integer inputs to sort, find, cumulative and rearranging builtins
A = reshape([3 1 4 1 5 9 2 6 5 3 5 8], 2, 3, 2);
s1 = sort(A, 2)
[s3, i3] = sort(A, 3, 'descend')
k = find(A > 4)'
u = unique(int8([3 -1 3 7]))
fl = fliplr(A)
fu = flipud(A)
c = circshift(A, 1, 3)
d = diff(A, 1, 3)
m = median(A, 3)
sd = std(A, 0, 3)
ie = isequal(A, A)
n = nnz(A > 3)
t = sort(uint8([200 5 100]), 'descend')
[mx, imx] = cummax(A, 2)
p = permute(A, [3 1 2])
sq = squeeze(A(1, :, :))
fi = find(int16([0 5 0 -2]))
sc = sort('hello', 'descend')
lg = sort([true false true], 'descend')
