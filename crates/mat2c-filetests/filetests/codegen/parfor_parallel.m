%! test: c
% What a parfor becomes: `#pragma omp parallel for` with the scalars private, the sliced
% output written in place (its layout checked full before, so no thread writes the array
% header), the reduction's operand stored per iteration and combined after the loop in
% index order, the loop variable copied out by the last iteration; a loop that prints stays
% serial, with a comment saying why.
n = 100;
y = zeros(1, n);
s = 0;
parfor i = 1:n
  t = sqrt(i);
  y(i) = t * 2;
  s = s + t;
end
disp(s + sum(y) + i);
parfor i = 1:n
  fprintf('%d\n', i);
end
%% ---- expected (mat2c's own output; MAT2C_BLESS=1 regenerates) ----
%|static void mf_parfor_parallel(void)
%|{
%|    mt_array y = MT_ARRAY_INIT;
%|    mt_array i = MT_ARRAY_INIT;
%|    double i_buf[100];
%|    double t1 = 0;
%|    double s = 0;
%|    double t2 = 0;
%|    double i_2 = 0;
%|    double t3 = 0;
%|    double t4 = 0;
%|    double i_3 = 0;
%|    double t = 0;
%|    double t5 = 0;
%|    double s_2 = 0;
%|    double t6 = 0;
%|    double t7 = 0;
%|    mt_array i_4 = MT_ARRAY_INIT;
%|    double t8 = 0;
%|    double t9 = 0;
%|    mt_array t10 = MT_ARRAY_INIT;
%|    double t10_buf[4];
%|    mt_array t11 = MT_ARRAY_INIT;
%|    double t11_buf[5];
%|    double t12 = 0;
%|    double t13 = 0;
%|    double t14 = 0;
%|    double i_5 = 0;
%|    int m2c_def_i = 0;
%|    int m2c_def_i_2 = 0;
%|    size_t m2c_d1[MT_MAXDIMS];
%|    int m2c_nd1 = 2;
%|    mt_use_buffer(&i, i_buf, sizeof i_buf);
%|    mt_use_buffer(&t10, t10_buf, sizeof t10_buf);
%|    mt_use_buffer(&t11, t11_buf, sizeof t11_buf);
%|    mt_frame m2c_fr = {"parfor_parallel", 0, NULL, NULL, 0, NULL, 0}; m2c_fr.up = mt_frames; mt_frames = &m2c_fr;
%|    mt_array *const m2c_owned[] = {&y, &i, &i_4, &t10, &t11}; m2c_fr.owned = m2c_owned; m2c_fr.nowned = 5;
%|    m2c_fr.pos = MT_POS(8, 3);
%|    m2c_nd1 = mt_ctor_dims("zeros", 2, (mt_arg[]){m2c_s(1.0), m2c_s(100.0)}, m2c_d1);
%|    mt_zeros(&y, MT_DOUBLE, m2c_nd1, m2c_d1);
%|    m2c_fr.pos = MT_POS(10, 1);
%|    mt_range(&i, 1.0, 1.0, 100.0);
%|    m2c_def_i_2 = 0;
%|    t1 = 0.0;
%|    s = 0.0;
%|    t2 = 0.0;
%|    {
%|        const double m2c_pn1 = 100.0;
%|        const long m2c_pc1 = m2c_pn1 > 0 ? (long)ceil(m2c_pn1) : 0;
%|        double *m2c_pr1_0 = (double *)mt_xcalloc((size_t)(m2c_pc1 < M2C_PAR_BLOCK ? m2c_pc1 : M2C_PAR_BLOCK) * 1 + 1, sizeof(double));
%|        for (long m2c_p01 = 0; m2c_p01 < m2c_pc1; m2c_p01 += M2C_PAR_BLOCK) {
%|            const long m2c_p11 = m2c_pc1 - m2c_p01 < M2C_PAR_BLOCK ? m2c_pc1 : m2c_p01 + M2C_PAR_BLOCK;
%|            if (m2c_p11 > m2c_p01) {
%|                double m2c_pl1_0 = t2;
%|                double m2c_pl1_1 = i_2;
%|                int m2c_pl1_2 = m2c_def_i_2;
%|                M2C_OMP(omp parallel for schedule(static) if(mt_try_depth() == 0 && y.layout == MT_LAYOUT_FULL) private(t2, i_2, m2c_def_i_2, t1, t4, i_3, t, t5))
%|                for (long m2c_pk1 = m2c_p01; m2c_pk1 < m2c_p11; m2c_pk1++) {
%|                    do {
%|                        t1 = (double)m2c_pk1;
%|                        m2c_pr1_0[(m2c_pk1 - m2c_p01) * 1 + 0] = -0.0;
%|                        t4 = t1 + 1.0;
%|                        i_3 = ((const double *)i.data)[m2c_uz(t4) - 1];
%|                        t = sqrt(i_3);
%|                        t5 = t * 2.0;
%|                        ((double *)y.data)[m2c_uz(i_3) - 1] = t5;
%|                        m2c_pr1_0[(m2c_pk1 - m2c_p01) * 1 + 0] = t;
%|                        m2c_def_i_2 = 1;
%|                        t2 = 1.0;
%|                        i_2 = i_3;
%|                    } while (0);
%|                    if (m2c_pk1 == m2c_p11 - 1) { m2c_pl1_0 = t2; m2c_pl1_1 = i_2; m2c_pl1_2 = m2c_def_i_2; }
%|                }
%|                t2 = m2c_pl1_0;
%|                i_2 = m2c_pl1_1;
%|                m2c_def_i_2 = m2c_pl1_2;
%|            }
%|            for (long m2c_q = m2c_p01; m2c_q < m2c_p11; m2c_q++) { s = s + m2c_pr1_0[(m2c_q - m2c_p01) * 1 + 0]; }
%|        }
%|        t1 = (double)m2c_pc1;
%|        free(m2c_pr1_0);
%|    }
%|    t6 = t1 == 0.0;
%|    if (t6) {
%|        m2c_def_i = 1;
%|        t7 = 1.0;
%|        mt_copy(&i_4, &i);
%|    } else {
%|        {
%|            int m2c_f0 = m2c_def_i_2;
%|            m2c_def_i = m2c_f0;
%|        }
%|        t7 = t2;
%|        m2c_from_scalar(&i_4, i_2);
%|    }
%|    m2c_fr.pos = MT_POS(15, 1);
%|    t8 = m2c_vreduce(&y, MT_SUM);
%|    t9 = s + t8;
%|    if (t7) {
%|        m2c_fr.pos = MT_POS(15, 1);
%|        if (!m2c_def_i) mt_error("'i' undefined");
%|        {
%|            mt_array *m2c_r = &y;
%|            size_t m2c_k;
%|            const mt_array *m2c_x = &i_4;
%|            double m2c_v = t9;
%|            m2c_resize_like(m2c_r, MT_DOUBLE, m2c_x);
%|            if (m2c_r->numel >= M2C_PAR_MIN && mt_try_depth() == 0) {
%|                M2C_OMP(omp parallel for schedule(static))
%|                for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                    ((double *)m2c_r->data)[m2c_k] = m2c_v + ((const double *)m2c_x->data)[m2c_k];
%|            } else {
%|                for (m2c_k = 0; m2c_k < m2c_r->numel; m2c_k++)
%|                    ((double *)m2c_r->data)[m2c_k] = m2c_v + ((const double *)m2c_x->data)[m2c_k];
%|            }
%|        }
%|        mt_disp(&y);
%|        t12 = 0.0;
%|        {
%|            const double m2c_pn2 = 100.0;
%|            const long m2c_pc2 = m2c_pn2 > 0 ? (long)ceil(m2c_pn2) : 0;
%|            /* parfor runs serially: its body calls the runtime (`mt_from_string`: arrays, printing or other state threads share) */
%|            for (long m2c_pk2 = 0; m2c_pk2 < m2c_pc2; m2c_pk2++) {
%|                t12 = (double)m2c_pk2;
%|                t14 = t12 + 1.0;
%|                i_5 = ((const double *)i.data)[m2c_uz(t14) - 1];
%|                m2c_fr.pos = MT_POS(17, 3);
%|                mt_from_string(&t10, "%d\\n");
%|                mt_fprintf(1, &t10, 1, (mt_arg[]){m2c_s(i_5)});
%|            }
%|            t12 = (double)m2c_pc2;
%|        }
%|        goto m2c_exit;
%|    } else {
%|        m2c_fr.pos = MT_POS(15, 1);
%|        mt_from_string(&t10, "Octave:undefined-function");
%|        mt_from_string(&t11, "'i' undefined near line 15, column 19");
%|        mt_user_error(2, (mt_arg[]){m2c_a(&t10), m2c_a(&t11)});
%|        goto m2c_exit;
%|    }
%|m2c_exit:
%|    mt_frames = m2c_fr.up;
%|    mt_free(&y);
%|    mt_free(&i);
%|    mt_free(&i_4);
%|    mt_free(&t10);
%|    mt_free(&t11);
%|}
%! exit: 0
