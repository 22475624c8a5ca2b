fid = fopen('f.txt');
unwind_protect
  data = fread(fid);
unwind_protect_cleanup
  fclose(fid);
end_unwind_protect
