function y = exclaim(x)
y = [x '!'];
end
