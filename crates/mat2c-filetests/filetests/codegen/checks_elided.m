%! test: c
% check elimination: the reads and writes of a(i), b(i-1) and b(i) are proven in bounds and
% are plain array accesses (no m2c_get1/m2c_set1); a + b has provably equal shapes and is
% one loop without a shape test; M(i, 2) and T(2, 3, 2) use the static extents as
% literals; c(k) with a k not known at compile time keeps its check
n = 12;
a = zeros(n, 1);
b = zeros(n, 1);
for i = 1:n
  a(i) = i;
end
for i = 2:n
  b(i) = b(i-1) + a(i);
end
c = a + b;
k = round(c(2) / 2);
disp(c(k))
M = zeros(n, 3);
for i = 1:n
  M(i, 2) = a(i);
end
T = ones(2, 3, 2);
disp(M(n, 2) + T(2, 3, 2))
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|static void mf_checks_elided(void)
%|{
%|    mt_array M = MT_ARRAY_INIT;
%|    double M_buf[36];
%|    mt_array i = MT_ARRAY_INIT;
%|    double i_buf[12];
%|    double t1 = 0;
%|    mt_array a = MT_ARRAY_INIT;
%|    double a_buf[12];
%|    double t2 = 0;
%|    double t3 = 0;
%|    double i_2 = 0;
%|    double t4 = 0;
%|    double t5 = 0;
%|    double t6 = 0;
%|    double i_3 = 0;
%|    double t8 = 0;
%|    double t9 = 0;
%|    double t10 = 0;
%|    double t11 = 0;
%|    double t12 = 0;
%|    double k = 0;
%|    double t13 = 0;
%|    double t14 = 0;
%|    double t15 = 0;
%|    double t16 = 0;
%|    double t17 = 0;
%|    double t18 = 0;
%|    double t19 = 0;
%|    double t20 = 0;
%|    ptrdiff_t m2c_z1 = 0;
%|    ptrdiff_t m2c_z2 = 0;
%|    ptrdiff_t m2c_z3 = 0;
%|    size_t m2c_d1[MT_MAXDIMS];
%|    int m2c_nd1 = 2;
%|    size_t m2c_d2[MT_MAXDIMS];
%|    int m2c_nd2 = 2;
%|    size_t m2c_d3[MT_MAXDIMS];
%|    int m2c_nd3 = 2;
%|    mt_use_buffer(&M, M_buf, sizeof M_buf);
%|    mt_use_buffer(&i, i_buf, sizeof i_buf);
%|    mt_use_buffer(&a, a_buf, sizeof a_buf);
%|    mt_frame m2c_fr = {"checks_elided", 0, NULL, NULL, 0, NULL, 0}; m2c_fr.up = mt_frames; mt_frames = &m2c_fr;
%|    mt_array *const m2c_owned[] = {&M, &i, &a}; m2c_fr.owned = m2c_owned; m2c_fr.nowned = 3;
%|    m2c_fr.pos = MT_POS(7, 3);
%|    m2c_nd1 = mt_ctor_dims("zeros", 2, (mt_arg[]){m2c_s(12.0), m2c_s(1.0)}, m2c_d1);
%|    mt_zeros(&M, MT_DOUBLE, m2c_nd1, m2c_d1);
%|    m2c_z1 = 0;
%|    t1 = 0.0;
%|    mt_copy(&a, &M);
%|    for (;;) {
%|        t2 = m2c_z1 < 12;
%|        if (!t2) {
%|            break;
%|        }
%|        t3 = t1 + 1.0;
%|        i_2 = t3;
%|        ((double *)a.data)[(size_t)m2c_z1] = i_2;
%|        m2c_z1 = (m2c_z1 + 1);
%|        t1 = t3;
%|    }
%|    m2c_z2 = 0;
%|    t4 = 0.0;
%|    for (;;) {
%|        t5 = m2c_z2 < 11;
%|        if (!t5) {
%|            break;
%|        }
%|        t6 = t4 + 1.0;
%|        i_3 = (t6 + 1.0);
%|        (void)(i_3 - 1.0);
%|        t8 = ((const double *)M.data)[(size_t)m2c_z2];
%|        t9 = ((const double *)a.data)[(size_t)(m2c_z2 + 1)];
%|        t10 = t8 + t9;
%|        ((double *)M.data)[(size_t)(m2c_z2 + 1)] = t10;
%|        m2c_z2 = (m2c_z2 + 1);
%|        t4 = t6;
%|    }
%|    m2c_fr.pos = MT_POS(15, 3);
%|    {
%|        mt_array *m2c_r = &M;
%|        size_t m2c_k;
%|        const mt_array *m2c_x = &a, *m2c_y = &M;
%|        int m2c_diag = m2c_x->layout == MT_LAYOUT_DIAG && m2c_y->layout == MT_LAYOUT_DIAG;
%|        m2c_resize_like(m2c_r, MT_DOUBLE, m2c_x);
%|        if (m2c_r->numel >= M2C_PAR_MIN && mt_try_depth() == 0) {
%|            M2C_OMP(omp parallel for schedule(static))
%|            for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                ((double *)m2c_r->data)[m2c_k] = ((const double *)m2c_x->data)[m2c_k] + ((const double *)m2c_y->data)[m2c_k];
%|        } else {
%|            for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                ((double *)m2c_r->data)[m2c_k] = ((const double *)m2c_x->data)[m2c_k] + ((const double *)m2c_y->data)[m2c_k];
%|        }
%|        m2c_r->layout = m2c_diag ? MT_LAYOUT_DIAG : MT_LAYOUT_FULL;
%|    }
%|    t11 = ((const double *)M.data)[1];
%|    t12 = t11 / 2.0;
%|    k = round(t12);
%|    t13 = m2c_get1_at(&m2c_fr, MT_POS(17, 1), &M, k, "c");
%|    m2c_fr.pos = MT_POS(17, 1);
%|    mt_disp_scalar(t13);
%|    m2c_fr.pos = MT_POS(18, 3);
%|    m2c_nd2 = mt_ctor_dims("zeros", 2, (mt_arg[]){m2c_s(12.0), m2c_s(3.0)}, m2c_d2);
%|    mt_zeros(&M, MT_DOUBLE, m2c_nd2, m2c_d2);
%|    m2c_z3 = 0;
%|    t14 = 0.0;
%|    for (;;) {
%|        t15 = m2c_z3 < 12;
%|        if (!t15) {
%|            break;
%|        }
%|        t16 = t14 + 1.0;
%|        t17 = ((const double *)a.data)[(size_t)m2c_z3];
%|        ((double *)M.data)[(size_t)m2c_z3 + 12 * (1)] = t17;
%|        m2c_z3 = (m2c_z3 + 1);
%|        t14 = t16;
%|    }
%|    m2c_fr.pos = MT_POS(22, 3);
%|    m2c_nd3 = mt_ctor_dims("ones", 3, (mt_arg[]){m2c_s(2.0), m2c_s(3.0), m2c_s(2.0)}, m2c_d3);
%|    mt_ones(&i, MT_DOUBLE, m2c_nd3, m2c_d3);
%|    t18 = ((const double *)M.data)[23];
%|    t19 = ((const double *)i.data)[11];
%|    t20 = t18 + t19;
%|    m2c_fr.pos = MT_POS(23, 1);
%|    mt_disp_scalar(t20);
%|    mt_frames = m2c_fr.up;
%|    mt_free(&M);
%|    mt_free(&i);
%|    mt_free(&a);
%|}
%! exit: 0
