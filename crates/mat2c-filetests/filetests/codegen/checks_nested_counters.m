%! test: c
% check elimination across nested loops: `pos` is one counter of the outer and the inner
% while loop (it starts at 1 and only grows by 1), so with the guard `pos <= n` the write
% s(pos) is in bounds and s keeps its size; `i` restarts at j + 1 from the inner counter
% j, and the read s(j + 1) under `j < n` is in bounds as well: all plain array accesses
n = 50;
s = zeros(1, n);
pos = 1;
r = 0;
while pos <= n
  k = 0;
  while k < 3 && pos <= n
    s(pos) = r;
    pos = pos + 1;
    k = k + 1;
  end
  r = r + 1;
end
i = 1;
runs = 0;
while i <= n
  j = i;
  while j < n && s(j + 1) == s(i)
    j = j + 1;
  end
  runs = runs + 1;
  i = j + 1;
end
disp(runs)
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|static void mf_checks_nested_counters(void)
%|{
%|    mt_array s = MT_ARRAY_INIT;
%|    double s_buf[50];
%|    double pos = 0;
%|    double r = 0;
%|    double t1 = 0;
%|    double t2 = 0;
%|    double k = 0;
%|    double pos_2 = 0;
%|    double t3 = 0;
%|    double t4 = 0;
%|    double pos_3 = 0;
%|    double k_2 = 0;
%|    double r_2 = 0;
%|    double t5 = 0;
%|    double t6 = 0;
%|    double i = 0;
%|    double runs = 0;
%|    double t7 = 0;
%|    double t8 = 0;
%|    double j = 0;
%|    double t9 = 0;
%|    double t10 = 0;
%|    double runs_2 = 0;
%|    double i_2 = 0;
%|    double t11 = 0;
%|    double t12 = 0;
%|    double t13 = 0;
%|    double t14 = 0;
%|    double t15 = 0;
%|    ptrdiff_t m2c_z1 = 0;
%|    ptrdiff_t m2c_z2 = 0;
%|    ptrdiff_t m2c_z3 = 0;
%|    ptrdiff_t m2c_z4 = 0;
%|    ptrdiff_t m2c_z5 = 0;
%|    size_t m2c_d1[MT_MAXDIMS];
%|    int m2c_nd1 = 2;
%|    mt_use_buffer(&s, s_buf, sizeof s_buf);
%|    mt_frame m2c_fr = {"checks_nested_counters", 0, NULL, NULL, 0, NULL, 0}; m2c_fr.up = mt_frames; mt_frames = &m2c_fr;
%|    mt_array *const m2c_owned[] = {&s}; m2c_fr.owned = m2c_owned; m2c_fr.nowned = 1;
%|    m2c_fr.pos = MT_POS(7, 3);
%|    m2c_nd1 = mt_ctor_dims("zeros", 2, (mt_arg[]){m2c_s(1.0), m2c_s(50.0)}, m2c_d1);
%|    mt_zeros(&s, MT_DOUBLE, m2c_nd1, m2c_d1);
%|    m2c_z1 = 1;
%|    pos = 1.0;
%|    r = 0.0;
%|    for (;;) {
%|        t1 = m2c_z1 <= 50;
%|        t2 = t1;
%|        if (!t2) {
%|            break;
%|        }
%|        {
%|            ptrdiff_t m2c_zt0 = 0;
%|            ptrdiff_t m2c_zt1 = m2c_z1;
%|            m2c_z2 = m2c_zt0;
%|            m2c_z3 = m2c_zt1;
%|        }
%|        k = 0.0;
%|        pos_2 = pos;
%|        for (;;) {
%|            t3 = m2c_z2 < 3;
%|            t4 = t3;
%|            if (!t4) {
%|                break;
%|            }
%|            t5 = m2c_z3 <= 50;
%|            t6 = t5;
%|            if (!t6) {
%|                break;
%|            }
%|            ((double *)s.data)[(size_t)(m2c_z3 - 1)] = r;
%|            pos_3 = pos_2 + 1.0;
%|            k_2 = k + 1.0;
%|            {
%|                ptrdiff_t m2c_zt0 = (m2c_z2 + 1);
%|                ptrdiff_t m2c_zt1 = (m2c_z3 + 1);
%|                m2c_z2 = m2c_zt0;
%|                m2c_z3 = m2c_zt1;
%|            }
%|            k = k_2;
%|            pos_2 = pos_3;
%|        }
%|        r_2 = r + 1.0;
%|        m2c_z1 = m2c_z3;
%|        pos = pos_2;
%|        r = r_2;
%|    }
%|    m2c_z4 = 1;
%|    i = 1.0;
%|    runs = 0.0;
%|    for (;;) {
%|        t7 = m2c_z4 <= 50;
%|        t8 = t7;
%|        if (!t8) {
%|            break;
%|        }
%|        m2c_z5 = m2c_z4;
%|        j = i;
%|        for (;;) {
%|            t9 = m2c_z5 < 50;
%|            t10 = t9;
%|            if (!t10) {
%|                break;
%|            }
%|            t11 = j + 1.0;
%|            t12 = ((const double *)s.data)[(size_t)m2c_z5];
%|            t13 = ((const double *)s.data)[(size_t)(m2c_z4 - 1)];
%|            t14 = t12 == t13;
%|            t15 = t14;
%|            if (!t15) {
%|                break;
%|            }
%|            m2c_z5 = (m2c_z5 + 1);
%|            j = t11;
%|        }
%|        runs_2 = runs + 1.0;
%|        i_2 = j + 1.0;
%|        m2c_z4 = (m2c_z5 + 1);
%|        i = i_2;
%|        runs = runs_2;
%|    }
%|    m2c_fr.pos = MT_POS(29, 1);
%|    mt_disp_scalar(runs);
%|    mt_frames = m2c_fr.up;
%|    mt_free(&s);
%|}
%! exit: 0
