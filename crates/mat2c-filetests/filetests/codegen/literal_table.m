%! test: c
% a literal of 16 or more double constants is a static table and one mt_from_doubles call
x = [1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16.5 -17];
disp(x(17))
y = [1 2 3];
disp(y)
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|static void mf_literal_table(void)
%|{
%|    mt_array x = MT_ARRAY_INIT;
%|    double x_buf[17];
%|    double t1 = 0;
%|    mt_use_buffer(&x, x_buf, sizeof x_buf);
%|    mt_frame m2c_fr = {"literal_table", 0, NULL, NULL, 0, NULL, 0}; m2c_fr.up = mt_frames; mt_frames = &m2c_fr;
%|    mt_array *const m2c_owned[] = {&x}; m2c_fr.owned = m2c_owned; m2c_fr.nowned = 1;
%|    m2c_fr.pos = MT_POS(3, 3);
%|    { static const double m2c_tab[17] = {1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0,
%|        9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.5,
%|        (-17.0)}; mt_from_doubles(&x, 1, 17, m2c_tab); }
%|    t1 = ((const double *)x.data)[16];
%|    m2c_fr.pos = MT_POS(4, 1);
%|    mt_disp_scalar(t1);
%|    m2c_fr.pos = MT_POS(5, 3);
%|    m2c_resize2(&x, MT_DOUBLE, 0, 1, 3);
%|    ((double *)(&x)->data)[0] = 1.0;
%|    ((double *)(&x)->data)[1] = 2.0;
%|    ((double *)(&x)->data)[2] = 3.0;
%|    m2c_fr.pos = MT_POS(6, 1);
%|    mt_disp(&x);
%|    mt_frames = m2c_fr.up;
%|    mt_free(&x);
%|}
%! exit: 0
