%! test: c
% the whole-array n-body step (benchsuite nb3d) as fused nests: D(:, :, 2) and D(:, :, 3)
% are one nest of two outer products each (on*P(:, d)' as a broadcast, no mt_mtimes; for
% d = 1 the shared on' is computed between, in storage the right side uses), R2 and W are
% nests reading the slices of D and whole arrays in place, each Acc(:, d) is a sum along
% rows written into its column (no mt_reduce, no mt_assign), V and P one nest each; the
% runtime calls remain only as the fallbacks of the guards
n = 8;
P = reshape(sin(1:3*n), n, 3);
V = zeros(n, 3);
m = (1:n)' / n;
on = ones(n, 1);
Mrow = on*m';
D = zeros(n, n, 3);
Acc = zeros(n, 3);
for step = 1:4
  for d = 1:3
    D(:, :, d) = on*P(:, d)' - P(:, d)*on';
  end
  R2 = D(:, :, 1).*D(:, :, 1) + D(:, :, 2).*D(:, :, 2) + D(:, :, 3).*D(:, :, 3) + 0.01;
  W = Mrow./(R2.*sqrt(R2));
  for d = 1:3
    Acc(:, d) = sum(D(:, :, d).*W, 2);
  end
  V = V + 0.01*Acc;
  P = P + 0.01*V;
end
disp(P)
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|static void mf_fused_nbody(void)
%|{
%|    mt_array Acc = MT_ARRAY_INIT;
%|    double Acc_buf[24];
%|    mt_array P = MT_ARRAY_INIT;
%|    double P_buf[24];
%|    mt_array m = MT_ARRAY_INIT;
%|    double m_buf[64];
%|    mt_array on = MT_ARRAY_INIT;
%|    double on_buf[8];
%|    mt_array D = MT_ARRAY_INIT;
%|    double D_buf[192];
%|    double t1 = 0;
%|    mt_array V = MT_ARRAY_INIT;
%|    double V_buf[24];
%|    double t2 = 0;
%|    double t3 = 0;
%|    mt_array t4 = MT_ARRAY_INIT;
%|    double t4_buf[64];
%|    mt_array R2 = MT_ARRAY_INIT;
%|    double R2_buf[64];
%|    mt_array t5 = MT_ARRAY_INIT;
%|    double t5_buf[64];
%|    mt_array t6 = MT_ARRAY_INIT;
%|    double t6_buf[64];
%|    mt_array t7 = MT_ARRAY_INIT;
%|    double t7_buf[64];
%|    ptrdiff_t m2c_z1 = 0;
%|    size_t m2c_d1[MT_MAXDIMS];
%|    int m2c_nd1 = 2;
%|    size_t m2c_d2[MT_MAXDIMS];
%|    int m2c_nd2 = 2;
%|    size_t m2c_d3[MT_MAXDIMS];
%|    int m2c_nd3 = 2;
%|    mt_use_buffer(&Acc, Acc_buf, sizeof Acc_buf);
%|    mt_use_buffer(&P, P_buf, sizeof P_buf);
%|    mt_use_buffer(&m, m_buf, sizeof m_buf);
%|    mt_use_buffer(&on, on_buf, sizeof on_buf);
%|    mt_use_buffer(&D, D_buf, sizeof D_buf);
%|    mt_use_buffer(&V, V_buf, sizeof V_buf);
%|    mt_use_buffer(&t4, t4_buf, sizeof t4_buf);
%|    mt_use_buffer(&R2, R2_buf, sizeof R2_buf);
%|    mt_use_buffer(&t5, t5_buf, sizeof t5_buf);
%|    mt_use_buffer(&t6, t6_buf, sizeof t6_buf);
%|    mt_use_buffer(&t7, t7_buf, sizeof t7_buf);
%|    mt_frame m2c_fr = {"fused_nbody", 0, NULL, NULL, 0, NULL, 0}; m2c_fr.up = mt_frames; mt_frames = &m2c_fr;
%|    mt_array *const m2c_owned[] = {&Acc, &P, &m, &on, &D, &V, &t4, &R2, &t5, &t6, &t7}; m2c_fr.owned = m2c_owned; m2c_fr.nowned = 11;
%|    m2c_fr.pos = MT_POS(9, 3);
%|    mt_range(&Acc, 1.0, 1.0, 24.0);
%|    mt_unary(&Acc, MT_SIN, &Acc);
%|    m2c_reshape(&P, &Acc, 2, (mt_arg[]){m2c_s(8.0), m2c_s(3.0)});
%|    m2c_fr.pos = MT_POS(10, 3);
%|    m2c_nd1 = mt_ctor_dims("zeros", 2, (mt_arg[]){m2c_s(8.0), m2c_s(3.0)}, m2c_d1);
%|    mt_zeros(&Acc, MT_DOUBLE, m2c_nd1, m2c_d1);
%|    m2c_fr.pos = MT_POS(11, 3);
%|    mt_range(&m, 1.0, 1.0, 8.0);
%|    mt_ctranspose(&m, &m);
%|    {
%|        mt_array *m2c_r = &m;
%|        size_t m2c_k;
%|        const mt_array *m2c_x = &m;
%|        double m2c_v = 8.0;
%|        int m2c_diag = m2c_x->layout == MT_LAYOUT_DIAG;
%|        m2c_resize_like(m2c_r, MT_DOUBLE, m2c_x);
%|        if (m2c_r->numel >= M2C_PAR_MIN && mt_try_depth() == 0) {
%|            M2C_OMP(omp parallel for schedule(static))
%|            for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                ((double *)m2c_r->data)[m2c_k] = ((const double *)m2c_x->data)[m2c_k] / m2c_v;
%|        } else {
%|            for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                ((double *)m2c_r->data)[m2c_k] = ((const double *)m2c_x->data)[m2c_k] / m2c_v;
%|        }
%|        m2c_r->layout = m2c_diag ? MT_LAYOUT_DIAG : MT_LAYOUT_FULL;
%|    }
%|    m2c_fr.pos = MT_POS(12, 4);
%|    m2c_nd2 = mt_ctor_dims("ones", 2, (mt_arg[]){m2c_s(8.0), m2c_s(1.0)}, m2c_d2);
%|    mt_ones(&on, MT_DOUBLE, m2c_nd2, m2c_d2);
%|    m2c_fr.pos = MT_POS(13, 6);
%|    mt_ctranspose(&D, &m);
%|    mt_mtimes_t(&m, &on, 0, &m, 2, &on, &D);
%|    m2c_fr.pos = MT_POS(14, 3);
%|    m2c_nd3 = mt_ctor_dims("zeros", 3, (mt_arg[]){m2c_s(8.0), m2c_s(8.0), m2c_s(3.0)}, m2c_d3);
%|    mt_zeros(&D, MT_DOUBLE, m2c_nd3, m2c_d3);
%|    m2c_z1 = 0;
%|    t1 = 0.0;
%|    mt_copy(&V, &Acc);
%|    for (;;) {
%|        t2 = m2c_z1 < 4;
%|        if (!t2) {
%|            break;
%|        }
%|        t3 = t1 + 1.0;
%|        m2c_fr.pos = MT_POS(18, 16);
%|        {
%|            size_t m2c_f[1][3], m2c_c[1][3], m2c_e[1][3];
%|            const double *m2c_vp0; size_t m2c_vs0, m2c_vd0[2];
%|            const double *m2c_vp1; size_t m2c_vs1, m2c_vd1[2];
%|            const double *m2c_vp2; size_t m2c_vs2, m2c_vd2[2];
%|            const double *m2c_vp3; size_t m2c_vs3, m2c_vd3[2];
%|            if (mt_slice_spans(&D, 3, (mt_sub[]){m2c_colon(), m2c_colon(), m2c_ss(1.0)}, m2c_f[0], m2c_c[0], m2c_e[0])
%|                && mt_slice_vec(&on, 0, NULL, 0, &m2c_vp0, &m2c_vs0, m2c_vd0)
%|                && mt_slice_vec(&P, 2, (mt_sub[]){m2c_colon(), m2c_ss(1.0)}, 0, &m2c_vp1, &m2c_vs1, m2c_vd1)
%|                && mt_slice_vec(&P, 2, (mt_sub[]){m2c_colon(), m2c_ss(1.0)}, 1, &m2c_vp2, &m2c_vs2, m2c_vd2)
%|                && mt_slice_vec(&on, 0, NULL, 1, &m2c_vp3, &m2c_vs3, m2c_vd3)
%|                && mt_slice_outer(3, m2c_c[0], m2c_vd0, m2c_vd2)
%|                && mt_slice_outer(3, m2c_c[0], m2c_vd1, m2c_vd3)
%|            ) {
%|                m2c_fr.pos = MT_POS(18, 16);
%|                mt_ctranspose(&R2, &on);
%|                double *m2c_pd = (double *)(&D)->data;
%|                size_t m2c_j0, m2c_j1, m2c_j2;
%|                const size_t m2c_n0 = m2c_c[0][0];
%|                const int m2c_par = m2c_n0 * m2c_c[0][1] * m2c_c[0][2] >= M2C_PAR_MIN && mt_try_depth() == 0;
%|                (void)m2c_par;
%|                M2C_OMP(omp parallel for collapse(2) schedule(static) private(m2c_j0) if(m2c_par))
%|                for (m2c_j2 = 0; m2c_j2 < m2c_c[0][2]; m2c_j2++) {
%|                    for (m2c_j1 = 0; m2c_j1 < m2c_c[0][1]; m2c_j1++) {
%|                        double *m2c_q0 = m2c_pd + (m2c_f[0][0] + m2c_e[0][0] * (m2c_f[0][1] + m2c_j1 + m2c_e[0][1] * (m2c_f[0][2] + m2c_j2)));
%|                        const double m2c_w0 = m2c_vp2[m2c_j1 * m2c_vs2];
%|                        const double m2c_w1 = m2c_vp3[m2c_j1 * m2c_vs3];
%|                        if (m2c_vs0 == 1 && m2c_vs1 == 1)
%|                            for (m2c_j0 = 0; m2c_j0 < m2c_n0; m2c_j0++)
%|                                m2c_q0[m2c_j0] = ((0.0 + m2c_vp0[m2c_j0] * m2c_w0) - (0.0 + m2c_vp1[m2c_j0] * m2c_w1));
%|                        else
%|                            for (m2c_j0 = 0; m2c_j0 < m2c_n0; m2c_j0++)
%|                                m2c_q0[m2c_j0] = ((0.0 + m2c_vp0[m2c_j0 * m2c_vs0] * m2c_w0) - (0.0 + m2c_vp1[m2c_j0 * m2c_vs1] * m2c_w1));
%|                    }
%|                }
%|                (&D)->layout = MT_LAYOUT_FULL;
%|            } else {
%|                m2c_fr.pos = MT_POS(18, 16);
%|                if (!m2c_gather2(&t4, &P, NULL, 0, (const double[]){1.0}, 1)) mt_index(&t4, &P, 2, (mt_sub[]){m2c_colon(), m2c_ss(1.0)}, "P");
%|                mt_ctranspose(&R2, &t4);
%|                mt_mtimes_t(&t5, &on, 0, &t4, 2, &on, &R2);
%|                mt_ctranspose(&R2, &on);
%|                mt_mtimes_t(&t6, &t4, 0, &on, 2, &t4, &R2);
%|                {
%|                    mt_array *m2c_r = &t4;
%|                    size_t m2c_k;
%|                    const mt_array *m2c_x = &t5, *m2c_y = &t6;
%|                    int m2c_diag = m2c_x->layout == MT_LAYOUT_DIAG && m2c_y->layout == MT_LAYOUT_DIAG;
%|                    m2c_resize_like(m2c_r, MT_DOUBLE, m2c_x);
%|                    if (m2c_r->numel >= M2C_PAR_MIN && mt_try_depth() == 0) {
%|                        M2C_OMP(omp parallel for schedule(static))
%|                        for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                            ((double *)m2c_r->data)[m2c_k] = ((const double *)m2c_x->data)[m2c_k] - ((const double *)m2c_y->data)[m2c_k];
%|                    } else {
%|                        for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                            ((double *)m2c_r->data)[m2c_k] = ((const double *)m2c_x->data)[m2c_k] - ((const double *)m2c_y->data)[m2c_k];
%|                    }
%|                    m2c_r->layout = m2c_diag ? MT_LAYOUT_DIAG : MT_LAYOUT_FULL;
%|                }
%|                mt_assign(&D, 3, (mt_sub[]){m2c_colon(), m2c_colon(), m2c_ss(1.0)}, m2c_a(&t4), "D");
%|            }
%|        }
%|        m2c_fr.pos = MT_POS(18, 16);
%|        {
%|            size_t m2c_f[1][3], m2c_c[1][3], m2c_e[1][3];
%|            const double *m2c_vp0; size_t m2c_vs0, m2c_vd0[2];
%|            const double *m2c_vp1; size_t m2c_vs1, m2c_vd1[2];
%|            const double *m2c_vp2; size_t m2c_vs2, m2c_vd2[2];
%|            const double *m2c_vp3; size_t m2c_vs3, m2c_vd3[2];
%|            if (mt_slice_spans(&D, 3, (mt_sub[]){m2c_colon(), m2c_colon(), m2c_ss(2.0)}, m2c_f[0], m2c_c[0], m2c_e[0])
%|                && mt_slice_vec(&on, 0, NULL, 0, &m2c_vp0, &m2c_vs0, m2c_vd0)
%|                && mt_slice_vec(&P, 2, (mt_sub[]){m2c_colon(), m2c_ss(2.0)}, 0, &m2c_vp1, &m2c_vs1, m2c_vd1)
%|                && mt_slice_vec(&P, 2, (mt_sub[]){m2c_colon(), m2c_ss(2.0)}, 1, &m2c_vp2, &m2c_vs2, m2c_vd2)
%|                && mt_slice_vec(&R2, 0, NULL, 0, &m2c_vp3, &m2c_vs3, m2c_vd3)
%|                && mt_slice_outer(3, m2c_c[0], m2c_vd0, m2c_vd2)
%|                && mt_slice_outer(3, m2c_c[0], m2c_vd1, m2c_vd3)
%|            ) {
%|                double *m2c_pd = (double *)(&D)->data;
%|                size_t m2c_j0, m2c_j1, m2c_j2;
%|                const size_t m2c_n0 = m2c_c[0][0];
%|                const int m2c_par = m2c_n0 * m2c_c[0][1] * m2c_c[0][2] >= M2C_PAR_MIN && mt_try_depth() == 0;
%|                (void)m2c_par;
%|                M2C_OMP(omp parallel for collapse(2) schedule(static) private(m2c_j0) if(m2c_par))
%|                for (m2c_j2 = 0; m2c_j2 < m2c_c[0][2]; m2c_j2++) {
%|                    for (m2c_j1 = 0; m2c_j1 < m2c_c[0][1]; m2c_j1++) {
%|                        double *m2c_q0 = m2c_pd + (m2c_f[0][0] + m2c_e[0][0] * (m2c_f[0][1] + m2c_j1 + m2c_e[0][1] * (m2c_f[0][2] + m2c_j2)));
%|                        const double m2c_w0 = m2c_vp2[m2c_j1 * m2c_vs2];
%|                        const double m2c_w1 = m2c_vp3[m2c_j1 * m2c_vs3];
%|                        if (m2c_vs0 == 1 && m2c_vs1 == 1)
%|                            for (m2c_j0 = 0; m2c_j0 < m2c_n0; m2c_j0++)
%|                                m2c_q0[m2c_j0] = ((0.0 + m2c_vp0[m2c_j0] * m2c_w0) - (0.0 + m2c_vp1[m2c_j0] * m2c_w1));
%|                        else
%|                            for (m2c_j0 = 0; m2c_j0 < m2c_n0; m2c_j0++)
%|                                m2c_q0[m2c_j0] = ((0.0 + m2c_vp0[m2c_j0 * m2c_vs0] * m2c_w0) - (0.0 + m2c_vp1[m2c_j0 * m2c_vs1] * m2c_w1));
%|                    }
%|                }
%|                (&D)->layout = MT_LAYOUT_FULL;
%|            } else {
%|                m2c_fr.pos = MT_POS(18, 16);
%|                if (!m2c_gather2(&t4, &P, NULL, 0, (const double[]){2.0}, 1)) mt_index(&t4, &P, 2, (mt_sub[]){m2c_colon(), m2c_ss(2.0)}, "P");
%|                mt_ctranspose(&t5, &t4);
%|                mt_mtimes_t(&t6, &on, 0, &t4, 2, &on, &t5);
%|                mt_mtimes_t(&t5, &t4, 0, &on, 2, &t4, &R2);
%|                {
%|                    mt_array *m2c_r = &t4;
%|                    size_t m2c_k;
%|                    const mt_array *m2c_x = &t6, *m2c_y = &t5;
%|                    int m2c_diag = m2c_x->layout == MT_LAYOUT_DIAG && m2c_y->layout == MT_LAYOUT_DIAG;
%|                    m2c_resize_like(m2c_r, MT_DOUBLE, m2c_x);
%|                    if (m2c_r->numel >= M2C_PAR_MIN && mt_try_depth() == 0) {
%|                        M2C_OMP(omp parallel for schedule(static))
%|                        for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                            ((double *)m2c_r->data)[m2c_k] = ((const double *)m2c_x->data)[m2c_k] - ((const double *)m2c_y->data)[m2c_k];
%|                    } else {
%|                        for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                            ((double *)m2c_r->data)[m2c_k] = ((const double *)m2c_x->data)[m2c_k] - ((const double *)m2c_y->data)[m2c_k];
%|                    }
%|                    m2c_r->layout = m2c_diag ? MT_LAYOUT_DIAG : MT_LAYOUT_FULL;
%|                }
%|                mt_assign(&D, 3, (mt_sub[]){m2c_colon(), m2c_colon(), m2c_ss(2.0)}, m2c_a(&t4), "D");
%|            }
%|        }
%|        m2c_fr.pos = MT_POS(18, 16);
%|        {
%|            size_t m2c_f[1][3], m2c_c[1][3], m2c_e[1][3];
%|            const double *m2c_vp0; size_t m2c_vs0, m2c_vd0[2];
%|            const double *m2c_vp1; size_t m2c_vs1, m2c_vd1[2];
%|            const double *m2c_vp2; size_t m2c_vs2, m2c_vd2[2];
%|            const double *m2c_vp3; size_t m2c_vs3, m2c_vd3[2];
%|            if (mt_slice_spans(&D, 3, (mt_sub[]){m2c_colon(), m2c_colon(), m2c_ss(3.0)}, m2c_f[0], m2c_c[0], m2c_e[0])
%|                && mt_slice_vec(&on, 0, NULL, 0, &m2c_vp0, &m2c_vs0, m2c_vd0)
%|                && mt_slice_vec(&P, 2, (mt_sub[]){m2c_colon(), m2c_ss(3.0)}, 0, &m2c_vp1, &m2c_vs1, m2c_vd1)
%|                && mt_slice_vec(&P, 2, (mt_sub[]){m2c_colon(), m2c_ss(3.0)}, 1, &m2c_vp2, &m2c_vs2, m2c_vd2)
%|                && mt_slice_vec(&R2, 0, NULL, 0, &m2c_vp3, &m2c_vs3, m2c_vd3)
%|                && mt_slice_outer(3, m2c_c[0], m2c_vd0, m2c_vd2)
%|                && mt_slice_outer(3, m2c_c[0], m2c_vd1, m2c_vd3)
%|            ) {
%|                double *m2c_pd = (double *)(&D)->data;
%|                size_t m2c_j0, m2c_j1, m2c_j2;
%|                const size_t m2c_n0 = m2c_c[0][0];
%|                const int m2c_par = m2c_n0 * m2c_c[0][1] * m2c_c[0][2] >= M2C_PAR_MIN && mt_try_depth() == 0;
%|                (void)m2c_par;
%|                M2C_OMP(omp parallel for collapse(2) schedule(static) private(m2c_j0) if(m2c_par))
%|                for (m2c_j2 = 0; m2c_j2 < m2c_c[0][2]; m2c_j2++) {
%|                    for (m2c_j1 = 0; m2c_j1 < m2c_c[0][1]; m2c_j1++) {
%|                        double *m2c_q0 = m2c_pd + (m2c_f[0][0] + m2c_e[0][0] * (m2c_f[0][1] + m2c_j1 + m2c_e[0][1] * (m2c_f[0][2] + m2c_j2)));
%|                        const double m2c_w0 = m2c_vp2[m2c_j1 * m2c_vs2];
%|                        const double m2c_w1 = m2c_vp3[m2c_j1 * m2c_vs3];
%|                        if (m2c_vs0 == 1 && m2c_vs1 == 1)
%|                            for (m2c_j0 = 0; m2c_j0 < m2c_n0; m2c_j0++)
%|                                m2c_q0[m2c_j0] = ((0.0 + m2c_vp0[m2c_j0] * m2c_w0) - (0.0 + m2c_vp1[m2c_j0] * m2c_w1));
%|                        else
%|                            for (m2c_j0 = 0; m2c_j0 < m2c_n0; m2c_j0++)
%|                                m2c_q0[m2c_j0] = ((0.0 + m2c_vp0[m2c_j0 * m2c_vs0] * m2c_w0) - (0.0 + m2c_vp1[m2c_j0 * m2c_vs1] * m2c_w1));
%|                    }
%|                }
%|                (&D)->layout = MT_LAYOUT_FULL;
%|            } else {
%|                m2c_fr.pos = MT_POS(18, 16);
%|                if (!m2c_gather2(&t4, &P, NULL, 0, (const double[]){3.0}, 1)) mt_index(&t4, &P, 2, (mt_sub[]){m2c_colon(), m2c_ss(3.0)}, "P");
%|                mt_ctranspose(&t5, &t4);
%|                mt_mtimes_t(&t6, &on, 0, &t4, 2, &on, &t5);
%|                mt_mtimes_t(&t5, &t4, 0, &on, 2, &t4, &R2);
%|                {
%|                    mt_array *m2c_r = &t4;
%|                    size_t m2c_k;
%|                    const mt_array *m2c_x = &t6, *m2c_y = &t5;
%|                    int m2c_diag = m2c_x->layout == MT_LAYOUT_DIAG && m2c_y->layout == MT_LAYOUT_DIAG;
%|                    m2c_resize_like(m2c_r, MT_DOUBLE, m2c_x);
%|                    if (m2c_r->numel >= M2C_PAR_MIN && mt_try_depth() == 0) {
%|                        M2C_OMP(omp parallel for schedule(static))
%|                        for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                            ((double *)m2c_r->data)[m2c_k] = ((const double *)m2c_x->data)[m2c_k] - ((const double *)m2c_y->data)[m2c_k];
%|                    } else {
%|                        for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                            ((double *)m2c_r->data)[m2c_k] = ((const double *)m2c_x->data)[m2c_k] - ((const double *)m2c_y->data)[m2c_k];
%|                    }
%|                    m2c_r->layout = m2c_diag ? MT_LAYOUT_DIAG : MT_LAYOUT_FULL;
%|                }
%|                mt_assign(&D, 3, (mt_sub[]){m2c_colon(), m2c_colon(), m2c_ss(3.0)}, m2c_a(&t4), "D");
%|            }
%|        }
%|        m2c_fr.pos = MT_POS(21, 5);
%|        {
%|            size_t m2c_f[5][3], m2c_c[5][3], m2c_e[5][3];
%|            int m2c_neg = 1;
%|            if (mt_slice_whole(&m, 3, m2c_f[1], m2c_c[1], m2c_e[1])
%|                && mt_slice_dest(3, m2c_c[1], m2c_f[0], m2c_c[0], m2c_e[0])
%|                && mt_slice_spans(&D, 3, (mt_sub[]){m2c_colon(), m2c_colon(), m2c_ss(1.0)}, m2c_f[2], m2c_c[2], m2c_e[2])
%|                && mt_slice_same(3, m2c_c[0], m2c_c[2])
%|                && mt_slice_spans(&D, 3, (mt_sub[]){m2c_colon(), m2c_colon(), m2c_ss(2.0)}, m2c_f[3], m2c_c[3], m2c_e[3])
%|                && mt_slice_same(3, m2c_c[0], m2c_c[3])
%|                && mt_slice_spans(&D, 3, (mt_sub[]){m2c_colon(), m2c_colon(), m2c_ss(3.0)}, m2c_f[4], m2c_c[4], m2c_e[4])
%|                && mt_slice_same(3, m2c_c[0], m2c_c[4])
%|            ) {
%|                m2c_neg = 0;
%|                double m2c_t6;
%|                mt_resize(&R2, MT_DOUBLE, 0, 3, m2c_c[0]);
%|                double *m2c_pd = (double *)(&R2)->data;
%|                const double *m2c_p1 = (const double *)(&m)->data;
%|                const double *m2c_p2 = (const double *)(&D)->data;
%|                const double *m2c_p3 = (const double *)(&D)->data;
%|                const double *m2c_p4 = (const double *)(&D)->data;
%|                size_t m2c_j0, m2c_j1, m2c_j2;
%|                const size_t m2c_n0 = m2c_c[0][0];
%|                const int m2c_par = m2c_n0 * m2c_c[0][1] * m2c_c[0][2] >= M2C_PAR_MIN && mt_try_depth() == 0;
%|                (void)m2c_par;
%|                M2C_OMP(omp parallel for collapse(2) schedule(static) private(m2c_j0, m2c_t6) reduction(|:m2c_neg) if(m2c_par))
%|                for (m2c_j2 = 0; m2c_j2 < m2c_c[0][2]; m2c_j2++) {
%|                    for (m2c_j1 = 0; m2c_j1 < m2c_c[0][1]; m2c_j1++) {
%|                        double *m2c_q0 = m2c_pd + (m2c_f[0][0] + m2c_e[0][0] * (m2c_f[0][1] + m2c_j1 + m2c_e[0][1] * (m2c_f[0][2] + m2c_j2)));
%|                        const double *m2c_q1 = m2c_p1 + (m2c_f[1][0] + m2c_e[1][0] * (m2c_f[1][1] + m2c_j1 + m2c_e[1][1] * (m2c_f[1][2] + m2c_j2)));
%|                        const double *m2c_q2 = m2c_p2 + (m2c_f[2][0] + m2c_e[2][0] * (m2c_f[2][1] + m2c_j1 + m2c_e[2][1] * (m2c_f[2][2] + m2c_j2)));
%|                        const double *m2c_q3 = m2c_p3 + (m2c_f[3][0] + m2c_e[3][0] * (m2c_f[3][1] + m2c_j1 + m2c_e[3][1] * (m2c_f[3][2] + m2c_j2)));
%|                        const double *m2c_q4 = m2c_p4 + (m2c_f[4][0] + m2c_e[4][0] * (m2c_f[4][1] + m2c_j1 + m2c_e[4][1] * (m2c_f[4][2] + m2c_j2)));
%|                        for (m2c_j0 = 0; m2c_j0 < m2c_n0; m2c_j0++)
%|                            m2c_q0[m2c_j0] = (m2c_q1[m2c_j0] / (((((m2c_q2[m2c_j0] * m2c_q2[m2c_j0]) + (m2c_q3[m2c_j0] * m2c_q3[m2c_j0])) + (m2c_q4[m2c_j0] * m2c_q4[m2c_j0])) + 0.01) * (m2c_t6 = ((((m2c_q2[m2c_j0] * m2c_q2[m2c_j0]) + (m2c_q3[m2c_j0] * m2c_q3[m2c_j0])) + (m2c_q4[m2c_j0] * m2c_q4[m2c_j0])) + 0.01), m2c_neg |= m2c_t6 < 0, sqrt(m2c_t6))));
%|                    }
%|                }
%|            }
%|            if (m2c_neg) {
%|                m2c_fr.pos = MT_POS(20, 6);
%|                mt_index(&t4, &D, 3, (mt_sub[]){m2c_colon(), m2c_colon(), m2c_ss(1.0)}, "D");
%|                {
%|                    mt_array *m2c_r = &R2;
%|                    size_t m2c_k;
%|                    const mt_array *m2c_x = &t4, *m2c_y = &t4;
%|                    m2c_resize_like(m2c_r, MT_DOUBLE, m2c_x);
%|                    if (m2c_r->numel >= M2C_PAR_MIN && mt_try_depth() == 0) {
%|                        M2C_OMP(omp parallel for schedule(static))
%|                        for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                            ((double *)m2c_r->data)[m2c_k] = ((const double *)m2c_x->data)[m2c_k] * ((const double *)m2c_y->data)[m2c_k];
%|                    } else {
%|                        for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                            ((double *)m2c_r->data)[m2c_k] = ((const double *)m2c_x->data)[m2c_k] * ((const double *)m2c_y->data)[m2c_k];
%|                    }
%|                }
%|                mt_index(&t5, &D, 3, (mt_sub[]){m2c_colon(), m2c_colon(), m2c_ss(2.0)}, "D");
%|                {
%|                    mt_array *m2c_r = &t6;
%|                    size_t m2c_k;
%|                    const mt_array *m2c_x = &t5, *m2c_y = &t5;
%|                    m2c_resize_like(m2c_r, MT_DOUBLE, m2c_x);
%|                    if (m2c_r->numel >= M2C_PAR_MIN && mt_try_depth() == 0) {
%|                        M2C_OMP(omp parallel for schedule(static))
%|                        for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                            ((double *)m2c_r->data)[m2c_k] = ((const double *)m2c_x->data)[m2c_k] * ((const double *)m2c_y->data)[m2c_k];
%|                    } else {
%|                        for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                            ((double *)m2c_r->data)[m2c_k] = ((const double *)m2c_x->data)[m2c_k] * ((const double *)m2c_y->data)[m2c_k];
%|                    }
%|                }
%|                {
%|                    mt_array *m2c_r = &R2;
%|                    size_t m2c_k;
%|                    const mt_array *m2c_x = &R2, *m2c_y = &t6;
%|                    int m2c_diag = m2c_x->layout == MT_LAYOUT_DIAG && m2c_y->layout == MT_LAYOUT_DIAG;
%|                    m2c_resize_like(m2c_r, MT_DOUBLE, m2c_x);
%|                    if (m2c_r->numel >= M2C_PAR_MIN && mt_try_depth() == 0) {
%|                        M2C_OMP(omp parallel for schedule(static))
%|                        for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                            ((double *)m2c_r->data)[m2c_k] = ((const double *)m2c_x->data)[m2c_k] + ((const double *)m2c_y->data)[m2c_k];
%|                    } else {
%|                        for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                            ((double *)m2c_r->data)[m2c_k] = ((const double *)m2c_x->data)[m2c_k] + ((const double *)m2c_y->data)[m2c_k];
%|                    }
%|                    m2c_r->layout = m2c_diag ? MT_LAYOUT_DIAG : MT_LAYOUT_FULL;
%|                }
%|                mt_index(&t6, &D, 3, (mt_sub[]){m2c_colon(), m2c_colon(), m2c_ss(3.0)}, "D");
%|                {
%|                    mt_array *m2c_r = &t7;
%|                    size_t m2c_k;
%|                    const mt_array *m2c_x = &t6, *m2c_y = &t6;
%|                    m2c_resize_like(m2c_r, MT_DOUBLE, m2c_x);
%|                    if (m2c_r->numel >= M2C_PAR_MIN && mt_try_depth() == 0) {
%|                        M2C_OMP(omp parallel for schedule(static))
%|                        for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                            ((double *)m2c_r->data)[m2c_k] = ((const double *)m2c_x->data)[m2c_k] * ((const double *)m2c_y->data)[m2c_k];
%|                    } else {
%|                        for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                            ((double *)m2c_r->data)[m2c_k] = ((const double *)m2c_x->data)[m2c_k] * ((const double *)m2c_y->data)[m2c_k];
%|                    }
%|                }
%|                {
%|                    mt_array *m2c_r = &R2;
%|                    size_t m2c_k;
%|                    const mt_array *m2c_x = &R2, *m2c_y = &t7;
%|                    int m2c_diag = m2c_x->layout == MT_LAYOUT_DIAG && m2c_y->layout == MT_LAYOUT_DIAG;
%|                    m2c_resize_like(m2c_r, MT_DOUBLE, m2c_x);
%|                    if (m2c_r->numel >= M2C_PAR_MIN && mt_try_depth() == 0) {
%|                        M2C_OMP(omp parallel for schedule(static))
%|                        for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                            ((double *)m2c_r->data)[m2c_k] = ((const double *)m2c_x->data)[m2c_k] + ((const double *)m2c_y->data)[m2c_k];
%|                    } else {
%|                        for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                            ((double *)m2c_r->data)[m2c_k] = ((const double *)m2c_x->data)[m2c_k] + ((const double *)m2c_y->data)[m2c_k];
%|                    }
%|                    m2c_r->layout = m2c_diag ? MT_LAYOUT_DIAG : MT_LAYOUT_FULL;
%|                }
%|                {
%|                    mt_array *m2c_r = &R2;
%|                    size_t m2c_k;
%|                    const mt_array *m2c_x = &R2;
%|                    double m2c_v = 0.01;
%|                    m2c_resize_like(m2c_r, MT_DOUBLE, m2c_x);
%|                    if (m2c_r->numel >= M2C_PAR_MIN && mt_try_depth() == 0) {
%|                        M2C_OMP(omp parallel for schedule(static))
%|                        for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                            ((double *)m2c_r->data)[m2c_k] = ((const double *)m2c_x->data)[m2c_k] + m2c_v;
%|                    } else {
%|                        for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                            ((double *)m2c_r->data)[m2c_k] = ((const double *)m2c_x->data)[m2c_k] + m2c_v;
%|                    }
%|                }
%|                m2c_fr.pos = MT_POS(21, 5);
%|                mt_unary(&t7, MT_SQRT, &R2);
%|                {
%|                    mt_array *m2c_r = &R2;
%|                    size_t m2c_k;
%|                    const mt_array *m2c_x = &R2, *m2c_y = &t7;
%|                    m2c_resize_like(m2c_r, MT_DOUBLE, m2c_x);
%|                    if (m2c_r->numel >= M2C_PAR_MIN && mt_try_depth() == 0) {
%|                        M2C_OMP(omp parallel for schedule(static))
%|                        for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                            ((double *)m2c_r->data)[m2c_k] = ((const double *)m2c_x->data)[m2c_k] * ((const double *)m2c_y->data)[m2c_k];
%|                    } else {
%|                        for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                            ((double *)m2c_r->data)[m2c_k] = ((const double *)m2c_x->data)[m2c_k] * ((const double *)m2c_y->data)[m2c_k];
%|                    }
%|                }
%|                {
%|                    mt_array *m2c_r = &R2;
%|                    size_t m2c_k;
%|                    const mt_array *m2c_x = &m, *m2c_y = &R2;
%|                    m2c_resize_like(m2c_r, MT_DOUBLE, m2c_x);
%|                    if (m2c_r->numel >= M2C_PAR_MIN && mt_try_depth() == 0) {
%|                        M2C_OMP(omp parallel for schedule(static))
%|                        for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                            ((double *)m2c_r->data)[m2c_k] = ((const double *)m2c_x->data)[m2c_k] / ((const double *)m2c_y->data)[m2c_k];
%|                    } else {
%|                        for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                            ((double *)m2c_r->data)[m2c_k] = ((const double *)m2c_x->data)[m2c_k] / ((const double *)m2c_y->data)[m2c_k];
%|                    }
%|                }
%|            }
%|        }
%|        m2c_fr.pos = MT_POS(23, 15);
%|        {
%|            size_t m2c_f[3][3], m2c_c[3][3], m2c_e[3][3];
%|            size_t m2c_df[2], m2c_dc[2], m2c_de[2], m2c_do = 0;
%|            if (mt_slice_spans(&Acc, 2, (mt_sub[]){m2c_colon(), m2c_ss(1.0)}, m2c_df, m2c_dc, m2c_de)
%|                && mt_slice_spans(&D, 3, (mt_sub[]){m2c_colon(), m2c_colon(), m2c_ss(1.0)}, m2c_f[1], m2c_c[1], m2c_e[1])
%|                && mt_slice_dest(3, m2c_c[1], m2c_f[0], m2c_c[0], m2c_e[0])
%|                && mt_slice_whole(&R2, 3, m2c_f[2], m2c_c[2], m2c_e[2])
%|                && mt_slice_same(3, m2c_c[0], m2c_c[2])
%|                && mt_slice_reduce(3, m2c_c[0], 1, 2, m2c_dc, m2c_df, m2c_de, &m2c_do)
%|            ) {
%|                mt_array *m2c_dst = &Acc;
%|                double *m2c_pd = (double *)m2c_dst->data + m2c_do;
%|                const double *m2c_p1 = (const double *)(&D)->data;
%|                const double *m2c_p2 = (const double *)(&R2)->data;
%|                size_t m2c_j0 = 0, m2c_j1 = 0, m2c_j2 = 0;
%|                const size_t m2c_n0 = m2c_c[0][0];
%|                for (m2c_j0 = 0; m2c_j0 < m2c_n0; m2c_j0++)
%|                    m2c_pd[m2c_j0] = 0.0;
%|                for (m2c_j1 = 0; m2c_j1 < m2c_c[0][1]; m2c_j1++) {
%|                    const double *m2c_q1 = m2c_p1 + (m2c_f[1][0] + m2c_e[1][0] * (m2c_f[1][1] + m2c_j1 + m2c_e[1][1] * (m2c_f[1][2] + m2c_j2)));
%|                    const double *m2c_q2 = m2c_p2 + (m2c_f[2][0] + m2c_e[2][0] * (m2c_f[2][1] + m2c_j1 + m2c_e[2][1] * (m2c_f[2][2] + m2c_j2)));
%|                    for (m2c_j0 = 0; m2c_j0 < m2c_n0; m2c_j0++)
%|                        m2c_pd[m2c_j0] += (m2c_q1[m2c_j0] * m2c_q2[m2c_j0]);
%|                }
%|                (&Acc)->layout = MT_LAYOUT_FULL;
%|            } else {
%|                m2c_fr.pos = MT_POS(20, 6);
%|                mt_index(&t4, &D, 3, (mt_sub[]){m2c_colon(), m2c_colon(), m2c_ss(1.0)}, "D");
%|                m2c_fr.pos = MT_POS(23, 15);
%|                {
%|                    mt_array *m2c_r = &t4;
%|                    size_t m2c_k;
%|                    const mt_array *m2c_x = &t4, *m2c_y = &R2;
%|                    m2c_resize_like(m2c_r, MT_DOUBLE, m2c_x);
%|                    if (m2c_r->numel >= M2C_PAR_MIN && mt_try_depth() == 0) {
%|                        M2C_OMP(omp parallel for schedule(static))
%|                        for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                            ((double *)m2c_r->data)[m2c_k] = ((const double *)m2c_x->data)[m2c_k] * ((const double *)m2c_y->data)[m2c_k];
%|                    } else {
%|                        for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                            ((double *)m2c_r->data)[m2c_k] = ((const double *)m2c_x->data)[m2c_k] * ((const double *)m2c_y->data)[m2c_k];
%|                    }
%|                }
%|                mt_reduce(&t7, MT_SUM, &t4, 2);
%|                if (!m2c_setcol(&Acc, 1.0, &t7)) mt_assign(&Acc, 2, (mt_sub[]){m2c_colon(), m2c_ss(1.0)}, m2c_a(&t7), "Acc");
%|            }
%|        }
%|        m2c_fr.pos = MT_POS(23, 15);
%|        {
%|            size_t m2c_f[3][3], m2c_c[3][3], m2c_e[3][3];
%|            size_t m2c_df[2], m2c_dc[2], m2c_de[2], m2c_do = 0;
%|            if (mt_slice_spans(&Acc, 2, (mt_sub[]){m2c_colon(), m2c_ss(2.0)}, m2c_df, m2c_dc, m2c_de)
%|                && mt_slice_spans(&D, 3, (mt_sub[]){m2c_colon(), m2c_colon(), m2c_ss(2.0)}, m2c_f[1], m2c_c[1], m2c_e[1])
%|                && mt_slice_dest(3, m2c_c[1], m2c_f[0], m2c_c[0], m2c_e[0])
%|                && mt_slice_whole(&R2, 3, m2c_f[2], m2c_c[2], m2c_e[2])
%|                && mt_slice_same(3, m2c_c[0], m2c_c[2])
%|                && mt_slice_reduce(3, m2c_c[0], 1, 2, m2c_dc, m2c_df, m2c_de, &m2c_do)
%|            ) {
%|                mt_array *m2c_dst = &Acc;
%|                double *m2c_pd = (double *)m2c_dst->data + m2c_do;
%|                const double *m2c_p1 = (const double *)(&D)->data;
%|                const double *m2c_p2 = (const double *)(&R2)->data;
%|                size_t m2c_j0 = 0, m2c_j1 = 0, m2c_j2 = 0;
%|                const size_t m2c_n0 = m2c_c[0][0];
%|                for (m2c_j0 = 0; m2c_j0 < m2c_n0; m2c_j0++)
%|                    m2c_pd[m2c_j0] = 0.0;
%|                for (m2c_j1 = 0; m2c_j1 < m2c_c[0][1]; m2c_j1++) {
%|                    const double *m2c_q1 = m2c_p1 + (m2c_f[1][0] + m2c_e[1][0] * (m2c_f[1][1] + m2c_j1 + m2c_e[1][1] * (m2c_f[1][2] + m2c_j2)));
%|                    const double *m2c_q2 = m2c_p2 + (m2c_f[2][0] + m2c_e[2][0] * (m2c_f[2][1] + m2c_j1 + m2c_e[2][1] * (m2c_f[2][2] + m2c_j2)));
%|                    for (m2c_j0 = 0; m2c_j0 < m2c_n0; m2c_j0++)
%|                        m2c_pd[m2c_j0] += (m2c_q1[m2c_j0] * m2c_q2[m2c_j0]);
%|                }
%|                (&Acc)->layout = MT_LAYOUT_FULL;
%|            } else {
%|                m2c_fr.pos = MT_POS(20, 6);
%|                mt_index(&t5, &D, 3, (mt_sub[]){m2c_colon(), m2c_colon(), m2c_ss(2.0)}, "D");
%|                m2c_fr.pos = MT_POS(23, 15);
%|                {
%|                    mt_array *m2c_r = &t4;
%|                    size_t m2c_k;
%|                    const mt_array *m2c_x = &t5, *m2c_y = &R2;
%|                    m2c_resize_like(m2c_r, MT_DOUBLE, m2c_x);
%|                    if (m2c_r->numel >= M2C_PAR_MIN && mt_try_depth() == 0) {
%|                        M2C_OMP(omp parallel for schedule(static))
%|                        for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                            ((double *)m2c_r->data)[m2c_k] = ((const double *)m2c_x->data)[m2c_k] * ((const double *)m2c_y->data)[m2c_k];
%|                    } else {
%|                        for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                            ((double *)m2c_r->data)[m2c_k] = ((const double *)m2c_x->data)[m2c_k] * ((const double *)m2c_y->data)[m2c_k];
%|                    }
%|                }
%|                mt_reduce(&t5, MT_SUM, &t4, 2);
%|                if (!m2c_setcol(&Acc, 2.0, &t5)) mt_assign(&Acc, 2, (mt_sub[]){m2c_colon(), m2c_ss(2.0)}, m2c_a(&t5), "Acc");
%|            }
%|        }
%|        m2c_fr.pos = MT_POS(23, 15);
%|        {
%|            size_t m2c_f[3][3], m2c_c[3][3], m2c_e[3][3];
%|            size_t m2c_df[2], m2c_dc[2], m2c_de[2], m2c_do = 0;
%|            if (mt_slice_spans(&Acc, 2, (mt_sub[]){m2c_colon(), m2c_ss(3.0)}, m2c_df, m2c_dc, m2c_de)
%|                && mt_slice_spans(&D, 3, (mt_sub[]){m2c_colon(), m2c_colon(), m2c_ss(3.0)}, m2c_f[1], m2c_c[1], m2c_e[1])
%|                && mt_slice_dest(3, m2c_c[1], m2c_f[0], m2c_c[0], m2c_e[0])
%|                && mt_slice_whole(&R2, 3, m2c_f[2], m2c_c[2], m2c_e[2])
%|                && mt_slice_same(3, m2c_c[0], m2c_c[2])
%|                && mt_slice_reduce(3, m2c_c[0], 1, 2, m2c_dc, m2c_df, m2c_de, &m2c_do)
%|            ) {
%|                mt_array *m2c_dst = &Acc;
%|                double *m2c_pd = (double *)m2c_dst->data + m2c_do;
%|                const double *m2c_p1 = (const double *)(&D)->data;
%|                const double *m2c_p2 = (const double *)(&R2)->data;
%|                size_t m2c_j0 = 0, m2c_j1 = 0, m2c_j2 = 0;
%|                const size_t m2c_n0 = m2c_c[0][0];
%|                for (m2c_j0 = 0; m2c_j0 < m2c_n0; m2c_j0++)
%|                    m2c_pd[m2c_j0] = 0.0;
%|                for (m2c_j1 = 0; m2c_j1 < m2c_c[0][1]; m2c_j1++) {
%|                    const double *m2c_q1 = m2c_p1 + (m2c_f[1][0] + m2c_e[1][0] * (m2c_f[1][1] + m2c_j1 + m2c_e[1][1] * (m2c_f[1][2] + m2c_j2)));
%|                    const double *m2c_q2 = m2c_p2 + (m2c_f[2][0] + m2c_e[2][0] * (m2c_f[2][1] + m2c_j1 + m2c_e[2][1] * (m2c_f[2][2] + m2c_j2)));
%|                    for (m2c_j0 = 0; m2c_j0 < m2c_n0; m2c_j0++)
%|                        m2c_pd[m2c_j0] += (m2c_q1[m2c_j0] * m2c_q2[m2c_j0]);
%|                }
%|                (&Acc)->layout = MT_LAYOUT_FULL;
%|            } else {
%|                m2c_fr.pos = MT_POS(20, 6);
%|                mt_index(&t6, &D, 3, (mt_sub[]){m2c_colon(), m2c_colon(), m2c_ss(3.0)}, "D");
%|                m2c_fr.pos = MT_POS(23, 15);
%|                {
%|                    mt_array *m2c_r = &t4;
%|                    size_t m2c_k;
%|                    const mt_array *m2c_x = &t6, *m2c_y = &R2;
%|                    m2c_resize_like(m2c_r, MT_DOUBLE, m2c_x);
%|                    if (m2c_r->numel >= M2C_PAR_MIN && mt_try_depth() == 0) {
%|                        M2C_OMP(omp parallel for schedule(static))
%|                        for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                            ((double *)m2c_r->data)[m2c_k] = ((const double *)m2c_x->data)[m2c_k] * ((const double *)m2c_y->data)[m2c_k];
%|                    } else {
%|                        for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                            ((double *)m2c_r->data)[m2c_k] = ((const double *)m2c_x->data)[m2c_k] * ((const double *)m2c_y->data)[m2c_k];
%|                    }
%|                }
%|                mt_reduce(&R2, MT_SUM, &t4, 2);
%|                if (!m2c_setcol(&Acc, 3.0, &R2)) mt_assign(&Acc, 2, (mt_sub[]){m2c_colon(), m2c_ss(3.0)}, m2c_a(&R2), "Acc");
%|            }
%|        }
%|        m2c_fr.pos = MT_POS(25, 5);
%|        {
%|            size_t m2c_f[3][2], m2c_c[3][2], m2c_e[3][2];
%|            if (mt_slice_whole(&V, 2, m2c_f[1], m2c_c[1], m2c_e[1])
%|                && mt_slice_dest(2, m2c_c[1], m2c_f[0], m2c_c[0], m2c_e[0])
%|                && mt_slice_whole(&Acc, 2, m2c_f[2], m2c_c[2], m2c_e[2])
%|                && mt_slice_same(2, m2c_c[0], m2c_c[2])
%|            ) {
%|                mt_resize(&V, MT_DOUBLE, 0, 2, m2c_c[0]);
%|                double *m2c_pd = (double *)(&V)->data;
%|                const double *m2c_p1 = (const double *)(&V)->data;
%|                const double *m2c_p2 = (const double *)(&Acc)->data;
%|                size_t m2c_j0, m2c_j1;
%|                const size_t m2c_n0 = m2c_c[0][0];
%|                const int m2c_par = m2c_n0 * m2c_c[0][1] >= M2C_PAR_MIN && mt_try_depth() == 0;
%|                (void)m2c_par;
%|                M2C_OMP(omp parallel for collapse(1) schedule(static) private(m2c_j0) if(m2c_par))
%|                for (m2c_j1 = 0; m2c_j1 < m2c_c[0][1]; m2c_j1++) {
%|                    double *m2c_q0 = m2c_pd + (m2c_f[0][0] + m2c_e[0][0] * (m2c_f[0][1] + m2c_j1));
%|                    const double *m2c_q1 = m2c_p1 + (m2c_f[1][0] + m2c_e[1][0] * (m2c_f[1][1] + m2c_j1));
%|                    const double *m2c_q2 = m2c_p2 + (m2c_f[2][0] + m2c_e[2][0] * (m2c_f[2][1] + m2c_j1));
%|                    for (m2c_j0 = 0; m2c_j0 < m2c_n0; m2c_j0++)
%|                        m2c_q0[m2c_j0] = (m2c_q1[m2c_j0] + (0.01 * m2c_q2[m2c_j0]));
%|                }
%|            } else {
%|                m2c_fr.pos = MT_POS(25, 5);
%|                {
%|                    mt_array *m2c_r = &t4;
%|                    size_t m2c_k;
%|                    const mt_array *m2c_x = &Acc;
%|                    double m2c_v = 0.01;
%|                    int m2c_diag = m2c_x->layout == MT_LAYOUT_DIAG;
%|                    m2c_resize_like(m2c_r, MT_DOUBLE, m2c_x);
%|                    if (m2c_r->numel >= M2C_PAR_MIN && mt_try_depth() == 0) {
%|                        M2C_OMP(omp parallel for schedule(static))
%|                        for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                            ((double *)m2c_r->data)[m2c_k] = m2c_v * ((const double *)m2c_x->data)[m2c_k];
%|                    } else {
%|                        for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                            ((double *)m2c_r->data)[m2c_k] = m2c_v * ((const double *)m2c_x->data)[m2c_k];
%|                    }
%|                    m2c_r->layout = m2c_diag ? MT_LAYOUT_DIAG : MT_LAYOUT_FULL;
%|                }
%|                {
%|                    mt_array *m2c_r = &V;
%|                    size_t m2c_k;
%|                    const mt_array *m2c_x = &V, *m2c_y = &t4;
%|                    int m2c_diag = m2c_x->layout == MT_LAYOUT_DIAG && m2c_y->layout == MT_LAYOUT_DIAG;
%|                    m2c_resize_like(m2c_r, MT_DOUBLE, m2c_x);
%|                    if (m2c_r->numel >= M2C_PAR_MIN && mt_try_depth() == 0) {
%|                        M2C_OMP(omp parallel for schedule(static))
%|                        for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                            ((double *)m2c_r->data)[m2c_k] = ((const double *)m2c_x->data)[m2c_k] + ((const double *)m2c_y->data)[m2c_k];
%|                    } else {
%|                        for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                            ((double *)m2c_r->data)[m2c_k] = ((const double *)m2c_x->data)[m2c_k] + ((const double *)m2c_y->data)[m2c_k];
%|                    }
%|                    m2c_r->layout = m2c_diag ? MT_LAYOUT_DIAG : MT_LAYOUT_FULL;
%|                }
%|            }
%|        }
%|        m2c_fr.pos = MT_POS(26, 5);
%|        {
%|            size_t m2c_f[3][2], m2c_c[3][2], m2c_e[3][2];
%|            if (mt_slice_whole(&P, 2, m2c_f[1], m2c_c[1], m2c_e[1])
%|                && mt_slice_dest(2, m2c_c[1], m2c_f[0], m2c_c[0], m2c_e[0])
%|                && mt_slice_whole(&V, 2, m2c_f[2], m2c_c[2], m2c_e[2])
%|                && mt_slice_same(2, m2c_c[0], m2c_c[2])
%|            ) {
%|                mt_resize(&P, MT_DOUBLE, 0, 2, m2c_c[0]);
%|                double *m2c_pd = (double *)(&P)->data;
%|                const double *m2c_p1 = (const double *)(&P)->data;
%|                const double *m2c_p2 = (const double *)(&V)->data;
%|                size_t m2c_j0, m2c_j1;
%|                const size_t m2c_n0 = m2c_c[0][0];
%|                const int m2c_par = m2c_n0 * m2c_c[0][1] >= M2C_PAR_MIN && mt_try_depth() == 0;
%|                (void)m2c_par;
%|                M2C_OMP(omp parallel for collapse(1) schedule(static) private(m2c_j0) if(m2c_par))
%|                for (m2c_j1 = 0; m2c_j1 < m2c_c[0][1]; m2c_j1++) {
%|                    double *m2c_q0 = m2c_pd + (m2c_f[0][0] + m2c_e[0][0] * (m2c_f[0][1] + m2c_j1));
%|                    const double *m2c_q1 = m2c_p1 + (m2c_f[1][0] + m2c_e[1][0] * (m2c_f[1][1] + m2c_j1));
%|                    const double *m2c_q2 = m2c_p2 + (m2c_f[2][0] + m2c_e[2][0] * (m2c_f[2][1] + m2c_j1));
%|                    for (m2c_j0 = 0; m2c_j0 < m2c_n0; m2c_j0++)
%|                        m2c_q0[m2c_j0] = (m2c_q1[m2c_j0] + (0.01 * m2c_q2[m2c_j0]));
%|                }
%|            } else {
%|                m2c_fr.pos = MT_POS(26, 5);
%|                {
%|                    mt_array *m2c_r = &t4;
%|                    size_t m2c_k;
%|                    const mt_array *m2c_x = &V;
%|                    double m2c_v = 0.01;
%|                    int m2c_diag = m2c_x->layout == MT_LAYOUT_DIAG;
%|                    m2c_resize_like(m2c_r, MT_DOUBLE, m2c_x);
%|                    if (m2c_r->numel >= M2C_PAR_MIN && mt_try_depth() == 0) {
%|                        M2C_OMP(omp parallel for schedule(static))
%|                        for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                            ((double *)m2c_r->data)[m2c_k] = m2c_v * ((const double *)m2c_x->data)[m2c_k];
%|                    } else {
%|                        for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                            ((double *)m2c_r->data)[m2c_k] = m2c_v * ((const double *)m2c_x->data)[m2c_k];
%|                    }
%|                    m2c_r->layout = m2c_diag ? MT_LAYOUT_DIAG : MT_LAYOUT_FULL;
%|                }
%|                {
%|                    mt_array *m2c_r = &P;
%|                    size_t m2c_k;
%|                    const mt_array *m2c_x = &P, *m2c_y = &t4;
%|                    int m2c_diag = m2c_x->layout == MT_LAYOUT_DIAG && m2c_y->layout == MT_LAYOUT_DIAG;
%|                    m2c_resize_like(m2c_r, MT_DOUBLE, m2c_x);
%|                    if (m2c_r->numel >= M2C_PAR_MIN && mt_try_depth() == 0) {
%|                        M2C_OMP(omp parallel for schedule(static))
%|                        for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                            ((double *)m2c_r->data)[m2c_k] = ((const double *)m2c_x->data)[m2c_k] + ((const double *)m2c_y->data)[m2c_k];
%|                    } else {
%|                        for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                            ((double *)m2c_r->data)[m2c_k] = ((const double *)m2c_x->data)[m2c_k] + ((const double *)m2c_y->data)[m2c_k];
%|                    }
%|                    m2c_r->layout = m2c_diag ? MT_LAYOUT_DIAG : MT_LAYOUT_FULL;
%|                }
%|            }
%|        }
%|        m2c_z1 = (m2c_z1 + 1);
%|        t1 = t3;
%|    }
%|    m2c_fr.pos = MT_POS(28, 1);
%|    mt_disp(&P);
%|    mt_frames = m2c_fr.up;
%|    mt_free(&Acc);
%|    mt_free(&P);
%|    mt_free(&m);
%|    mt_free(&on);
%|    mt_free(&D);
%|    mt_free(&V);
%|    mt_free(&t4);
%|    mt_free(&R2);
%|    mt_free(&t5);
%|    mt_free(&t6);
%|    mt_free(&t7);
%|}
%! exit: 0
