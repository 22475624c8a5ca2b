#include "golden.h"

static mt_array *idx(const mt_array *a, int n, const mt_sub *s)
{
    mt_array *r = g_new();
    mt_index(r, a, n, s, "a");
    return r;
}

int main(int argc, char **argv)
{
    mt_array *A = MAT(3, 3, 8, 3, 4, 1, 5, 9, 6, 7, 2);
    mt_array *a = ROW(5, 10, 20, 30, 40, 50);
    mt_array *c = MAT(4, 1, 1, 2, 3, 4);
    mt_array *x;
    mt_init(argc, argv);
    mt_display("r1", idx(A, 2, SUBS(g_sc(2), g_sc(3))));
    mt_display("r2", idx(A, 2, SUBS(g_col(), g_sc(2))));
    mt_display("r3", idx(A, 2, SUBS(g_sc(3), g_col())));
    mt_display("r4", idx(A, 1, SUBS(g_col())));
    mt_display("r5", idx(A, 1, SUBS(g_ar(ROW(3, 1, 5, 9)))));
    mt_display("r6", idx(A, 1, SUBS(g_ar(MAT(3, 1, 1, 5, 9)))));
    mt_display("r7", idx(A, 1, SUBS(g_ar(MAT(2, 2, 1, 2, 3, 4)))));
    mt_display("r8", idx(a, 1, SUBS(g_ar(MAT(3, 1, 1, 2, 3)))));
    mt_display("r9", idx(c, 1, SUBS(g_ar(ROW(2, 4, 1)))));
    mt_display("r10", idx(a, 1, SUBS(g_ar(MAT(2, 2, 1, 2, 3, 4)))));
    mt_display("r11", idx(A, 2, SUBS(g_ar(ROW(2, 3, 1)), g_ar(ROW(2, 2, 2)))));
    mt_display("r12", idx(A, 1, SUBS(g_ar(g_conv(MT_LOGICAL, MAT(3, 3, 1, 0, 1, 0, 1, 0, 1, 0, 1))))));
    mt_display("r13", idx(a, 1, SUBS(g_ar(g_conv(MT_LOGICAL, ROW(5, 1, 0, 1, 0, 1))))));
    mt_display("r14", idx(A, 2, SUBS(g_col(), g_ar(g_conv(MT_LOGICAL, ROW(3, 1, 0, 1))))));
    mt_display("r15", idx(a, 1, SUBS(g_ar(MAT(1, 0, 0)))));
    mt_display("r16", idx(A, 2, SUBS(g_ar(MAT(1, 0, 0)), g_col())));
    mt_display("r17", idx(MAT(1, 1, 7), 1, SUBS(g_ar(ROW(3, 1, 1, 1)))));
    mt_display("r18", idx(MAT(1, 1, 7), 1, SUBS(g_ar(MAT(2, 1, 1, 1)))));
    mt_display("r19", idx(g_str("hello"), 1, SUBS(g_ar(ROW(3, 5, 4, 1)))));
    mt_display("r20", idx(ND3(2, 2, 2, 1, 2, 3, 4, 5, 6, 7, 8), 3, SUBS(g_sc(2), g_col(), g_sc(2))));
    mt_display("r21", idx(ND3(2, 2, 2, 1, 2, 3, 4, 5, 6, 7, 8), 2, SUBS(g_sc(1), g_ar(ROW(2, 2, 4)))));
    {
        double sv[2] = {3, 2};
        mt_display_scalar("r22", mt_get_scalar(A, 2, sv, "A"));
        mt_display_scalar("r23", mt_end(A, 1, 2) + mt_end(A, 0, 1));
    }
    /* assignment */
    x = g_new();
    mt_copy(x, a);
    mt_assign(x, 1, SUBS(g_sc(7)), g_S(1), "x");
    mt_display("x", x);
    mt_assign(x, 1, SUBS(g_ar(ROW(2, 1, 2))), g_S(-1), "x");
    mt_display("x", x);
    mt_assign(x, 1, SUBS(g_ar(ROW(2, 3, 4))), g_A(MAT(2, 1, 8, 9)), "x");
    mt_display("x", x);
    mt_assign(x, 1, SUBS(g_sc(mt_end(x, 0, 1) + 1)), g_S(99), "x");
    mt_display("x", x);
    x = g_new();
    mt_copy(x, c);
    mt_assign(x, 1, SUBS(g_sc(6)), g_S(6), "x");
    mt_display("x", x);
    x = g_new();
    mt_assign(x, 1, SUBS(g_sc(3)), g_S(1), "x");
    mt_display("x", x);
    x = g_new();
    mt_assign(x, 2, SUBS(g_sc(2), g_sc(3)), g_S(1), "x");
    mt_display("x", x);
    x = g_new();
    mt_assign(x, 2, SUBS(g_col(), g_sc(1)), g_A(MAT(3, 1, 1, 2, 3)), "x");
    mt_display("x", x);
    x = g_new();
    mt_copy(x, A);
    mt_assign(x, 2, SUBS(g_sc(4), g_sc(5)), g_S(1), "x");
    mt_display("x", x);
    mt_assign(x, 2, SUBS(g_col(), g_sc(2)), g_S(0), "x");
    mt_display("x", x);
    mt_assign(x, 2, SUBS(g_ar(ROW(2, 1, 2)), g_ar(ROW(2, 1, 2))), g_A(MAT(2, 2, 1, 2, 3, 4)), "x");
    mt_display("x", x);
    mt_assign(x, 1, SUBS(g_col()), g_S(3), "x");
    mt_display("x", x);
    mt_assign(x, 2, SUBS(g_sc(1), g_col()), g_A(ROW(5, 1, 2, 3, 4, 5)), "x");
    mt_display("x", x);
    mt_assign(x, 3, SUBS(g_sc(1), g_sc(1), g_sc(2)), g_S(7), "x");
    mt_display("x", x);
    x = g_new();
    mt_copy(x, A);
    mt_assign(x, 1, SUBS(g_ar(g_conv(MT_LOGICAL, MAT(3, 3, 1, 0, 0, 0, 1, 0, 0, 0, 1)))), g_S(0), "x");
    mt_display("x", x);
    mt_assign(x, 2, SUBS(g_sc(2), g_sc(2)), g_A(g_conv(MT_INT8, MAT(1, 1, 5))), "x");
    mt_display("x", x);
    x = g_new();
    mt_copy(x, g_str("hello"));
    mt_assign(x, 1, SUBS(g_sc(1)), g_A(g_str("J")), "x");
    mt_display("x", x);
    mt_assign(x, 1, SUBS(g_sc(7)), g_A(g_str("!")), "x");
    mt_display("x", x);
    mt_assign(x, 1, SUBS(g_sc(2)), g_S(65), "x");
    mt_display("x", x);
    x = g_new();
    mt_copy(x, a);
    {
        double sv[2] = {1, 8};
        mt_set_scalar(x, 2, sv, 4, "x");
        mt_display("x", x);
        sv[0] = 2;
        mt_set_scalar(x, 1, sv, -4, "x");
        mt_display("x", x);
    }
    /* deletion */
    x = g_new();
    mt_copy(x, a);
    mt_delete(x, 1, SUBS(g_ar(ROW(2, 1, 5))), "x");
    mt_display("x", x);
    x = g_new();
    mt_copy(x, A);
    mt_delete(x, 1, SUBS(g_sc(5)), "x");
    mt_display("x", x);
    x = g_new();
    mt_copy(x, A);
    mt_delete(x, 2, SUBS(g_col(), g_sc(2)), "x");
    mt_display("x", x);
    mt_delete(x, 2, SUBS(g_ar(g_conv(MT_LOGICAL, ROW(3, 1, 0, 1))), g_col()), "x");
    mt_display("x", x);
    x = g_new();
    mt_copy(x, A);
    mt_delete(x, 1, SUBS(g_col()), "x");
    mt_display("x", x);
    x = g_new();
    mt_copy(x, c);
    mt_delete(x, 1, SUBS(g_sc(2)), "x");
    mt_display("x", x);
    mt_delete(x, 1, SUBS(g_ar(MAT(1, 0, 0))), "x");
    mt_display("x", x);
    x = g_new();
    mt_copy(x, A);
    mt_delete(x, 2, SUBS(g_ar(ROW(3, 1, 2, 3)), g_sc(1)), "x");
    mt_display("x", x);
    return mt_finish();
}
