hold on; grid on, axis tight % comment
