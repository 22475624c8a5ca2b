#include "golden.h"

static mt_array *cplx(size_t r, size_t c, const double *re, const double *im)
{
    mt_array *a = g_new();
    size_t i, d[2];
    d[0] = r;
    d[1] = c;
    mt_resize(a, MT_DOUBLE, 1, 2, d);
    for (i = 0; i < r * c; i++)
        mt__set_c(a, i, re[i], im[i]);
    return a;
}
#define CPLX(r, c, RE, IM) cplx(r, c, (const double[])RE, (const double[])IM)
#define L(...) {__VA_ARGS__}

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

int main(int argc, char **argv)
{
    mt_array *e = g_new(), *t = g_new();
    mt_init(argc, argv);
    mt_eye(e, 3, 3);
    mt_display("y", e);
    mt_disp(e);
    mt_display("x", bin(MT_MUL, g_A(e), g_S(2)));
    mt_display("r2", bin(MT_MUL, g_S(0.5), g_A(e)));
    mt_display("r3", bin(MT_RDIV, g_A(e), g_S(2)));
    mt_display("r10", bin(MT_MUL, g_A(e), g_S(3.14159265358979)));
    mt_display("r11", bin(MT_MUL, g_A(e), g_S(NAN)));
    mt_display("q", un(MT_NEG, e));
    mt_display("z", bin(MT_ADD, g_A(e), g_S(0)));
    mt_eye(t, 1, 1);
    mt_display("r4", t);
    mt_eye(t, 2, 3);
    mt_display("r5", t);
    mt_copy(t, e);
    mt_set_scalar(t, 2, (const double[]){1, 2}, 3, "t");
    mt_display("r7", t);
    /* complex */
    mt_display("c", CPLX(1, 1, L(3), L(4)));
    mt_display("c2", CPLX(1, 2, L(1, 3.5), L(2, -4)));
    mt_display("c3", CPLX(2, 1, L(1, 3), L(2, -4)));
    mt_display("c4", CPLX(1, 1, L(0), L(1.5)));
    mt_display("c5", CPLX(1, 1, L(-1.25), L(-0.5)));
    mt_display("c6", CPLX(1, 2, L(1e5, 1), L(1, 2)));
    mt_display("c7", CPLX(2, 2, L(1, 0, -2, 0.5), L(0, 1, 1, -1)));
    mt_disp(CPLX(1, 1, L(1), L(-1)));
    mt_display("c8", bin(MT_ADD, g_A(CPLX(1, 2, L(1, 2), L(2, -3))), g_A(CPLX(1, 2, L(1, 1), L(-2, 3)))));
    mt_display("c9", bin(MT_MUL, g_A(CPLX(1, 2, L(1, 2), L(2, -3))), g_S(2)));
    mt_display("c10", bin(MT_RDIV, g_A(CPLX(1, 1, L(1), L(2))), g_A(CPLX(1, 1, L(3), L(-4)))));
    mt_display("c11", un(MT_ABS, CPLX(1, 2, L(3, 0), L(4, -2))));
    mt_display("c12", un(MT_REAL, CPLX(1, 2, L(3, 0), L(4, -2))));
    mt_display("c13", un(MT_IMAG, CPLX(1, 2, L(3, 0), L(4, -2))));
    mt_display("c14", un(MT_CONJ, CPLX(1, 2, L(3, 0), L(4, -2))));
    mt_display("c15", un(MT_SQRT, ROW(3, -4, 4, -2)));
    mt_display("c16", bin(MT_POW, g_S(-8), g_S(1.0 / 3)));
    mt_display("c17", un(MT_ANGLE, CPLX(1, 2, L(1, -1), L(1, 0))));
    mt_display("c18", bin(MT_EQ, g_A(CPLX(1, 2, L(1, 2), L(1, 0))), g_S(2)));
    return mt_finish();
}
