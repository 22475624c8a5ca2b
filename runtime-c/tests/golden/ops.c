#include "golden.h"

static mt_array *bin(mt_binop op, mt_arg a, mt_arg b)
{
    mt_array *r = g_new();
    mt_binary(r, op, a, b);
    return r;
}

static mt_array *un(mt_unop op, mt_array *a)
{
    mt_array *r = g_new();
    mt_unary(r, op, a);
    return r;
}

static mt_array *red(mt_redop op, mt_array *a, int dim)
{
    mt_array *r = g_new();
    mt_reduce(r, op, a, dim);
    return r;
}

int main(int argc, char **argv)
{
    mt_array *v = ROW(4, 1, -2, 3.5, 0);
    mt_array *M = MAT(2, 3, 1, 4, 2, 5, 3, 6);
    mt_array *col = MAT(2, 1, 10, 20);
    mt_array *i8 = g_conv(MT_INT8, ROW(3, 100, -100, 7));
    mt_array *u8 = g_conv(MT_UINT8, ROW(3, 3, 200, 0));
    mt_array *t;
    mt_init(argc, argv);
    mt_display("a1", bin(MT_ADD, g_A(M), g_A(col)));
    mt_display("a2", bin(MT_SUB, g_A(M), g_A(ROW(3, 1, 1, 1))));
    mt_display("a3", bin(MT_MUL, g_A(v), g_S(2)));
    mt_display("a4", bin(MT_RDIV, g_S(1), g_A(v)));
    mt_display("a5", bin(MT_LDIV, g_A(v), g_S(1)));
    mt_display("a6", bin(MT_POW, g_A(v), g_S(2)));
    mt_display("a7", bin(MT_POW, g_S(2), g_A(ROW(3, -1, 0, 0.5))));
    mt_display("a8", bin(MT_LT, g_A(v), g_S(1)));
    mt_display("a9", bin(MT_EQ, g_A(M), g_A(MAT(2, 1, 1, 5))));
    mt_display("a10", bin(MT_AND, g_A(v), g_A(ROW(4, 1, 1, 0, 1))));
    mt_display("a11", bin(MT_OR, g_A(v), g_S(0)));
    mt_display("a12", bin(MT_MOD, g_A(ROW(5, -7, -1, 5, 5.5, 0)), g_S(3)));
    mt_display("a13", bin(MT_REM, g_A(ROW(5, -7, -1, 5, 5.5, 0)), g_S(3)));
    mt_display("a14", bin(MT_MOD, g_A(ROW(3, 5, -5, 5)), g_A(ROW(3, 0, -3, -3))));
    mt_display("a15", bin(MT_MAX2, g_A(ROW(3, 1, NAN, 5)), g_A(ROW(3, 2, 2, NAN))));
    mt_display("a16", bin(MT_MIN2, g_A(M), g_S(3)));
    mt_display("a17", bin(MT_ATAN2, g_S(1), g_A(ROW(2, 1, -1))));
    mt_display("a18", bin(MT_HYPOT, g_S(3), g_S(4)));
    mt_display("b1", bin(MT_ADD, g_A(i8), g_S(100)));
    mt_display("b2", bin(MT_MUL, g_A(i8), g_S(2.5)));
    mt_display("b3", bin(MT_RDIV, g_A(i8), g_S(0)));
    mt_display("b4", bin(MT_SUB, g_A(u8), g_S(5)));
    mt_display("b5", bin(MT_RDIV, g_A(g_conv(MT_INT32, MAT(1, 1, 7))), g_A(g_conv(MT_INT32, MAT(1, 1, 2)))));
    mt_display("b6", bin(MT_RDIV, g_A(g_conv(MT_INT8, MAT(1, 1, -7))), g_A(g_conv(MT_INT8, MAT(1, 1, 2)))));
    mt_display("b7", bin(MT_ADD, g_A(g_conv(MT_LOGICAL, ROW(2, 1, 0))), g_A(g_conv(MT_LOGICAL, ROW(2, 1, 1)))));
    mt_display("b8", bin(MT_ADD, g_A(g_str("abc")), g_S(1)));
    mt_display("b9", bin(MT_ADD, g_A(g_conv(MT_SINGLE, ROW(2, 1, 2))), g_S(0.1)));
    mt_display("b10", bin(MT_LT, g_A(i8), g_S(50)));
    mt_display("b11", bin(MT_POW, g_A(g_conv(MT_INT16, ROW(2, 2, 3))), g_S(10)));
    mt_display("c1", un(MT_NEG, v));
    mt_display("c2", un(MT_NOT, v));
    mt_display("c3", un(MT_ABS, v));
    mt_display("c4", un(MT_SQRT, ROW(3, 4, 2, 0)));
    mt_display("c5", un(MT_EXP, ROW(2, 0, 1)));
    mt_display("c6", un(MT_LOG, ROW(2, 1, 10)));
    mt_display("c7", un(MT_FLOOR, ROW(4, -1.5, 1.5, 2.5, -0.5)));
    mt_display("c8", un(MT_CEIL, ROW(4, -1.5, 1.5, 2.5, -0.5)));
    mt_display("c9", un(MT_ROUND, ROW(4, -1.5, 1.5, 2.5, -0.5)));
    mt_display("c10", un(MT_FIX, ROW(4, -1.5, 1.5, 2.5, -0.5)));
    mt_display("c11", un(MT_SIGN, v));
    mt_display("c12", un(MT_ISNAN, ROW(3, 1, NAN, INFINITY)));
    mt_display("c13", un(MT_ISINF, ROW(3, 1, NAN, -INFINITY)));
    mt_display("c14", un(MT_NEG, i8));
    mt_display("c15", un(MT_ABS, g_conv(MT_INT8, MAT(1, 1, -128))));
    mt_display("c16", un(MT_SIN, ROW(3, 0, 1, 2)));
    mt_display("c17", un(MT_LOG10, ROW(3, 1, 100, 1000)));
    mt_display("d1", red(MT_SUM, M, 0));
    mt_display("d2", red(MT_SUM, M, 2));
    mt_display("d3", red(MT_SUM, v, 0));
    mt_display("d4", red(MT_SUM, MAT(0, 0, 0), 0));
    mt_display("d5", red(MT_SUM, MAT(0, 3, 0), 0));
    mt_display("d6", red(MT_PROD, M, 0));
    mt_display("d7", red(MT_MEAN, M, 0));
    mt_display("d8", red(MT_MEAN, v, 0));
    mt_display("d9", red(MT_MAXR, ROW(4, 1, NAN, 3, 2), 0));
    mt_display("d10", red(MT_MINR, M, 2));
    mt_display("d11", red(MT_MAXR, ROW(2, NAN, NAN), 0));
    mt_display("d12", red(MT_MAXR, MAT(0, 0, 0), 0));
    mt_display("d13", red(MT_CUMSUM, M, 0));
    mt_display("d14", red(MT_CUMPROD, v, 0));
    mt_display("d15", red(MT_ANY, M, 0));
    mt_display("d16", red(MT_ALL, v, 0));
    mt_display("d17", red(MT_SUM, i8, 0));
    mt_display("d18", red(MT_MAXR, i8, 0));
    mt_display("d19", red(MT_ANY, MAT(0, 0, 0), 0));
    mt_display("d20", red(MT_ALL, MAT(0, 0, 0), 0));
    mt_display("d21", red(MT_PROD, MAT(0, 0, 0), 0));
    mt_display("d22", red(MT_SUM, ND3(2, 2, 2, 1, 2, 3, 4, 5, 6, 7, 8), 3));
    mt_display("d23", red(MT_MAXR, MAT(0, 3, 0), 0));
    mt_display("d24", red(MT_SUM, g_conv(MT_LOGICAL, ROW(3, 1, 1, 0)), 0));
    t = g_new();
    mt_mtimes(t, M, MAT(3, 2, 1, 0, 2, 1, 1, 3));
    mt_display("e1", t);
    mt_mtimes(t, ROW(3, 1, 2, 3), MAT(3, 1, 4, 5, 6));
    mt_display("e2", t);
    mt_mtimes(t, MAT(3, 1, 4, 5, 6), ROW(3, 1, 2, 3));
    mt_display("e3", t);
    mt_mtimes(t, M, g_S(0) .a ? M : MAT(1, 1, 2));
    mt_display("e4", t);
    mt_transpose(t, M);
    mt_display("e5", t);
    mt_transpose(t, ROW(3, 1, 2, 3));
    mt_display("e6", t);
    mt_mldivide(t, MAT(2, 2, 1, 3, 2, 4), MAT(2, 1, 5, 6));
    mt_display("e7", t);
    mt_mrdivide(t, ROW(2, 5, 6), MAT(2, 2, 1, 3, 2, 4));
    mt_display("e8", t);
    mt_mpower(t, MAT(2, 2, 1, 3, 2, 4), 2);
    mt_display("e9", t);
    mt_mpower(t, MAT(2, 2, 1, 3, 2, 4), -1);
    mt_display("e10", t);
    mt_mldivide(t, MAT(3, 2, 1, 3, 5, 2, 4, 6), MAT(3, 1, 1, 2, 4));
    mt_display("e11", t);
    mt_mldivide(t, MAT(2, 3, 1, 4, 2, 5, 3, 6), MAT(2, 1, 1, 2));
    mt_display("e12", t);
    mt_horzcat(t, 3, ARGS(g_A(ROW(2, 1, 2)), g_S(3), g_A(MAT(0, 0, 0))));
    mt_display("f1", t);
    mt_vertcat(t, 2, ARGS(g_A(ROW(2, 1, 2)), g_A(ROW(2, 3, 4))));
    mt_display("f2", t);
    mt_horzcat(t, 2, ARGS(g_A(g_str("ab")), g_S(67)));
    mt_display("f3", t);
    mt_horzcat(t, 2, ARGS(g_A(g_conv(MT_INT8, MAT(1, 1, 1))), g_S(2.7)));
    mt_display("f4", t);
    mt_horzcat(t, 2, ARGS(g_A(g_conv(MT_LOGICAL, MAT(1, 1, 1))), g_S(2)));
    mt_display("f5", t);
    mt_horzcat(t, 2, ARGS(g_A(g_conv(MT_LOGICAL, MAT(1, 1, 1))), g_A(g_conv(MT_LOGICAL, MAT(1, 1, 0)))));
    mt_display("f6", t);
    mt_vertcat(t, 2, ARGS(g_A(MAT(2, 2, 1, 2, 3, 4)), g_A(ROW(2, 5, 6))));
    mt_display("f7", t);
    mt_horzcat(t, 2, ARGS(g_A(ROW(0, 0)), g_S(5)));
    mt_display("f8", t);
    mt_linspace(t, 0, 1, 5);
    mt_display("g1", t);
    mt_eye(t, 2, 3);
    mt_display("g2", t);
    {
        size_t d[2] = {2, 2};
        mt_ones(t, MT_INT16, 2, d);
        mt_display("g3", t);
    }
    mt_size(t, ND3(2, 3, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0));
    mt_display("g4", t);
    mt_display_scalar("g5", mt_length(M) + mt_numel(M) * 10 + mt_size_dim(M, 3) * 100);
    mt_display_scalar("g6", (double)mt_istrue(M) + 2 * mt_istrue(v) + 4 * mt_istrue(MAT(0, 0, 0)));
    mt_convert(t, MT_DOUBLE, g_str("AZ"));
    mt_display("g7", t);
    mt_convert(t, MT_CHAR, ROW(2, 72, 105));
    mt_display("g8", t);
    mt_display_scalar("g9", mt_binary_ss(MT_MOD, -7, 3) + 10 * mt_binary_ss(MT_REM, -7, 3));
    return mt_finish();
}
