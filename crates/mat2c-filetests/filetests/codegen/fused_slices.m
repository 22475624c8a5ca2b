%! test: c
% a slice assignment whose right side is elementwise arithmetic on slices is one loop nest
% guarded by mt_slice_spans/mt_slice_same (every subscript a run of in-bound indices, equal
% extents, the assigned array read only at the block written), with the runtime calls as
% the fallback; a right side that is not elementwise arithmetic (here a sum) is not fused
n = 6;
E = zeros(n, n, n);
H = ones(n, n, n);
for step = 1:10
  E(:, 2:n-1, 2:n-1) = E(:, 2:n-1, 2:n-1) + 0.5*(H(:, 2:n-1, 2:n-1) - H(:, 1:n-2, 2:n-1));
  H(2:n-1, :, :) = H(2:n-1, :, :) - E(2:n-1, :, :)/4;
end
E(1, :, :) = sum(H, 1);
disp(sum(E(:)))
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|static void mf_fused_slices(void)
%|{
%|    mt_array E = MT_ARRAY_INIT;
%|    double E_buf[216];
%|    mt_array H = MT_ARRAY_INIT;
%|    double H_buf[216];
%|    mt_array step = MT_ARRAY_INIT;
%|    double step_buf[36];
%|    double t1 = 0;
%|    double t2 = 0;
%|    double t3 = 0;
%|    mt_array t4 = MT_ARRAY_INIT;
%|    double t4_buf[4];
%|    mt_array t5 = MT_ARRAY_INIT;
%|    double t5_buf[144];
%|    mt_array t6 = MT_ARRAY_INIT;
%|    double t6_buf[144];
%|    mt_array t7 = MT_ARRAY_INIT;
%|    double t7_buf[4];
%|    mt_array t8 = MT_ARRAY_INIT;
%|    double t8_buf[96];
%|    double t9 = 0;
%|    ptrdiff_t m2c_z1 = 0;
%|    size_t m2c_d1[MT_MAXDIMS];
%|    int m2c_nd1 = 2;
%|    size_t m2c_d2[MT_MAXDIMS];
%|    int m2c_nd2 = 2;
%|    mt_use_buffer(&E, E_buf, sizeof E_buf);
%|    mt_use_buffer(&H, H_buf, sizeof H_buf);
%|    mt_use_buffer(&step, step_buf, sizeof step_buf);
%|    mt_use_buffer(&t4, t4_buf, sizeof t4_buf);
%|    mt_use_buffer(&t5, t5_buf, sizeof t5_buf);
%|    mt_use_buffer(&t6, t6_buf, sizeof t6_buf);
%|    mt_use_buffer(&t7, t7_buf, sizeof t7_buf);
%|    mt_use_buffer(&t8, t8_buf, sizeof t8_buf);
%|    mt_frame m2c_fr = {"fused_slices", 0, NULL, NULL, 0, NULL, 0}; m2c_fr.up = mt_frames; mt_frames = &m2c_fr;
%|    mt_array *const m2c_owned[] = {&E, &H, &step, &t4, &t5, &t6, &t7, &t8}; m2c_fr.owned = m2c_owned; m2c_fr.nowned = 8;
%|    m2c_fr.pos = MT_POS(7, 3);
%|    m2c_nd1 = mt_ctor_dims("zeros", 3, (mt_arg[]){m2c_s(6.0), m2c_s(6.0), m2c_s(6.0)}, m2c_d1);
%|    mt_zeros(&E, MT_DOUBLE, m2c_nd1, m2c_d1);
%|    m2c_fr.pos = MT_POS(8, 3);
%|    m2c_nd2 = mt_ctor_dims("ones", 3, (mt_arg[]){m2c_s(6.0), m2c_s(6.0), m2c_s(6.0)}, m2c_d2);
%|    mt_ones(&H, MT_DOUBLE, m2c_nd2, m2c_d2);
%|    m2c_z1 = 0;
%|    t1 = 0.0;
%|    for (;;) {
%|        t2 = m2c_z1 < 10;
%|        if (!t2) {
%|            break;
%|        }
%|        t3 = t1 + 1.0;
%|        m2c_fr.pos = MT_POS(10, 22);
%|        mt_range(&t4, 2.0, 1.0, 5.0);
%|        mt_range(&t7, 1.0, 1.0, 4.0);
%|        {
%|            size_t m2c_f[4][3], m2c_c[4][3], m2c_e[4][3];
%|            if (mt_slice_spans(&E, 3, (mt_sub[]){m2c_colon(), m2c_sa(&t4), m2c_sa(&t4)}, m2c_f[0], m2c_c[0], m2c_e[0])
%|                && mt_slice_spans(&E, 3, (mt_sub[]){m2c_colon(), m2c_sa(&t4), m2c_sa(&t4)}, m2c_f[1], m2c_c[1], m2c_e[1])
%|                && mt_slice_same(3, m2c_c[0], m2c_c[1])
%|                && mt_slice_same(3, m2c_f[0], m2c_f[1])
%|                && mt_slice_spans(&H, 3, (mt_sub[]){m2c_colon(), m2c_sa(&t4), m2c_sa(&t4)}, m2c_f[2], m2c_c[2], m2c_e[2])
%|                && mt_slice_same(3, m2c_c[0], m2c_c[2])
%|                && mt_slice_spans(&H, 3, (mt_sub[]){m2c_colon(), m2c_sa(&t7), m2c_sa(&t4)}, m2c_f[3], m2c_c[3], m2c_e[3])
%|                && mt_slice_same(3, m2c_c[0], m2c_c[3])
%|            ) {
%|                double *m2c_pd = (double *)(&E)->data;
%|                const double *m2c_p1 = (const double *)(&E)->data;
%|                const double *m2c_p2 = (const double *)(&H)->data;
%|                const double *m2c_p3 = (const double *)(&H)->data;
%|                size_t m2c_j0, m2c_j1, m2c_j2;
%|                const size_t m2c_n0 = m2c_c[0][0];
%|                const int m2c_par = m2c_n0 * m2c_c[0][1] * m2c_c[0][2] >= M2C_PAR_MIN && mt_try_depth() == 0;
%|                (void)m2c_par;
%|                M2C_OMP(omp parallel for collapse(2) schedule(static) private(m2c_j0) if(m2c_par))
%|                for (m2c_j2 = 0; m2c_j2 < m2c_c[0][2]; m2c_j2++) {
%|                    for (m2c_j1 = 0; m2c_j1 < m2c_c[0][1]; m2c_j1++) {
%|                        double *m2c_q0 = m2c_pd + (m2c_f[0][0] + m2c_e[0][0] * (m2c_f[0][1] + m2c_j1 + m2c_e[0][1] * (m2c_f[0][2] + m2c_j2)));
%|                        const double *m2c_q1 = m2c_p1 + (m2c_f[1][0] + m2c_e[1][0] * (m2c_f[1][1] + m2c_j1 + m2c_e[1][1] * (m2c_f[1][2] + m2c_j2)));
%|                        const double *m2c_q2 = m2c_p2 + (m2c_f[2][0] + m2c_e[2][0] * (m2c_f[2][1] + m2c_j1 + m2c_e[2][1] * (m2c_f[2][2] + m2c_j2)));
%|                        const double *m2c_q3 = m2c_p3 + (m2c_f[3][0] + m2c_e[3][0] * (m2c_f[3][1] + m2c_j1 + m2c_e[3][1] * (m2c_f[3][2] + m2c_j2)));
%|                        for (m2c_j0 = 0; m2c_j0 < m2c_n0; m2c_j0++)
%|                            m2c_q0[m2c_j0] = (m2c_q1[m2c_j0] + (0.5 * (m2c_q2[m2c_j0] - m2c_q3[m2c_j0])));
%|                    }
%|                }
%|                (&E)->layout = MT_LAYOUT_FULL;
%|            } else {
%|                m2c_fr.pos = MT_POS(10, 22);
%|                mt_index(&t5, &E, 3, (mt_sub[]){m2c_colon(), m2c_sa(&t4), m2c_sa(&t4)}, "E");
%|                mt_index(&t6, &H, 3, (mt_sub[]){m2c_colon(), m2c_sa(&t4), m2c_sa(&t4)}, "H");
%|                mt_index(&t8, &H, 3, (mt_sub[]){m2c_colon(), m2c_sa(&t7), m2c_sa(&t4)}, "H");
%|                {
%|                    mt_array *m2c_r = &t6;
%|                    size_t m2c_k;
%|                    const mt_array *m2c_x = &t6, *m2c_y = &t8;
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
%|                {
%|                    mt_array *m2c_r = &t6;
%|                    size_t m2c_k;
%|                    const mt_array *m2c_x = &t6;
%|                    double m2c_v = 0.5;
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
%|                    mt_array *m2c_r = &t5;
%|                    size_t m2c_k;
%|                    const mt_array *m2c_x = &t5, *m2c_y = &t6;
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
%|                mt_assign(&E, 3, (mt_sub[]){m2c_colon(), m2c_sa(&t4), m2c_sa(&t4)}, m2c_a(&t5), "E");
%|            }
%|        }
%|        m2c_fr.pos = MT_POS(11, 18);
%|        {
%|            size_t m2c_f[3][3], m2c_c[3][3], m2c_e[3][3];
%|            if (mt_slice_spans(&H, 3, (mt_sub[]){m2c_sa(&t4), m2c_colon(), m2c_colon()}, m2c_f[0], m2c_c[0], m2c_e[0])
%|                && mt_slice_spans(&H, 3, (mt_sub[]){m2c_sa(&t4), m2c_colon(), m2c_colon()}, m2c_f[1], m2c_c[1], m2c_e[1])
%|                && mt_slice_same(3, m2c_c[0], m2c_c[1])
%|                && mt_slice_same(3, m2c_f[0], m2c_f[1])
%|                && mt_slice_spans(&E, 3, (mt_sub[]){m2c_sa(&t4), m2c_colon(), m2c_colon()}, m2c_f[2], m2c_c[2], m2c_e[2])
%|                && mt_slice_same(3, m2c_c[0], m2c_c[2])
%|            ) {
%|                double *m2c_pd = (double *)(&H)->data;
%|                const double *m2c_p1 = (const double *)(&H)->data;
%|                const double *m2c_p2 = (const double *)(&E)->data;
%|                size_t m2c_j0, m2c_j1, m2c_j2;
%|                const size_t m2c_n0 = m2c_c[0][0];
%|                const int m2c_par = m2c_n0 * m2c_c[0][1] * m2c_c[0][2] >= M2C_PAR_MIN && mt_try_depth() == 0;
%|                (void)m2c_par;
%|                M2C_OMP(omp parallel for collapse(2) schedule(static) private(m2c_j0) if(m2c_par))
%|                for (m2c_j2 = 0; m2c_j2 < m2c_c[0][2]; m2c_j2++) {
%|                    for (m2c_j1 = 0; m2c_j1 < m2c_c[0][1]; m2c_j1++) {
%|                        double *m2c_q0 = m2c_pd + (m2c_f[0][0] + m2c_e[0][0] * (m2c_f[0][1] + m2c_j1 + m2c_e[0][1] * (m2c_f[0][2] + m2c_j2)));
%|                        const double *m2c_q1 = m2c_p1 + (m2c_f[1][0] + m2c_e[1][0] * (m2c_f[1][1] + m2c_j1 + m2c_e[1][1] * (m2c_f[1][2] + m2c_j2)));
%|                        const double *m2c_q2 = m2c_p2 + (m2c_f[2][0] + m2c_e[2][0] * (m2c_f[2][1] + m2c_j1 + m2c_e[2][1] * (m2c_f[2][2] + m2c_j2)));
%|                        for (m2c_j0 = 0; m2c_j0 < m2c_n0; m2c_j0++)
%|                            m2c_q0[m2c_j0] = (m2c_q1[m2c_j0] - (m2c_q2[m2c_j0] / 4.0));
%|                    }
%|                }
%|                (&H)->layout = MT_LAYOUT_FULL;
%|            } else {
%|                m2c_fr.pos = MT_POS(11, 18);
%|                mt_index(&t5, &H, 3, (mt_sub[]){m2c_sa(&t4), m2c_colon(), m2c_colon()}, "H");
%|                mt_index(&t6, &E, 3, (mt_sub[]){m2c_sa(&t4), m2c_colon(), m2c_colon()}, "E");
%|                {
%|                    mt_array *m2c_r = &t6;
%|                    size_t m2c_k;
%|                    const mt_array *m2c_x = &t6;
%|                    double m2c_v = 4.0;
%|                    int m2c_diag = m2c_x->layout == MT_LAYOUT_DIAG;
%|                    m2c_resize_like(m2c_r, MT_DOUBLE, m2c_x);
%|                    if (m2c_r->numel >= M2C_PAR_MIN && mt_try_depth() == 0) {
%|                        M2C_OMP(omp parallel for schedule(static))
%|                        for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                            ((double *)m2c_r->data)[m2c_k] = ((const double *)m2c_x->data)[m2c_k] / m2c_v;
%|                    } else {
%|                        for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                            ((double *)m2c_r->data)[m2c_k] = ((const double *)m2c_x->data)[m2c_k] / m2c_v;
%|                    }
%|                    m2c_r->layout = m2c_diag ? MT_LAYOUT_DIAG : MT_LAYOUT_FULL;
%|                }
%|                {
%|                    mt_array *m2c_r = &t5;
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
%|                mt_assign(&H, 3, (mt_sub[]){m2c_sa(&t4), m2c_colon(), m2c_colon()}, m2c_a(&t5), "H");
%|            }
%|        }
%|        m2c_z1 = (m2c_z1 + 1);
%|        t1 = t3;
%|    }
%|    m2c_fr.pos = MT_POS(13, 12);
%|    mt_reduce(&step, MT_SUM, &H, 1);
%|    mt_assign(&E, 3, (mt_sub[]){m2c_ss(1.0), m2c_colon(), m2c_colon()}, m2c_a(&step), "E");
%|    m2c_fr.pos = MT_POS(14, 1);
%|    mt_index(&H, &E, 1, (mt_sub[]){m2c_colon()}, "E");
%|    t9 = m2c_vreduce(&H, MT_SUM);
%|    mt_disp_scalar(t9);
%|    mt_frames = m2c_fr.up;
%|    mt_free(&E);
%|    mt_free(&H);
%|    mt_free(&step);
%|    mt_free(&t4);
%|    mt_free(&t5);
%|    mt_free(&t6);
%|    mt_free(&t7);
%|    mt_free(&t8);
%|}
%! exit: 0
