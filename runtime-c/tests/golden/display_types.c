#include "golden.h"

int main(int argc, char **argv)
{
    mt_init(argc, argv);
    mt_display("s", g_str("hello"));
    mt_display("e", g_str(""));
    mt_display("z", g_conv(MT_INT8, MAT(1, 1, 7)));
    mt_display("i1", g_conv(MT_INT8, MAT(1, 1, -5)));
    mt_display("n", g_conv(MT_INT32, ROW(3, 1, -200, 3)));
    mt_display("i2", g_conv(MT_UINT8, MAT(2, 3, 1, 4, 2, 5, 3, 255)));
    mt_display("i3", g_conv(MT_INT16, ND3(2, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0)));
    mt_display("i4", g_conv(MT_UINT8, ROW(3, 300, -5, 2.5)));
    mt_display("i5", g_conv(MT_INT32, ROW(4, 2.5, -2.5, 3.49, 1e10)));
    mt_display("i6", g_conv(MT_INT64, ROW(2, 123456789012, -1)));
    mt_display("i7", g_conv(MT_UINT16, ROW(25, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
                                          16, 17, 18, 19, 20, 21, 22, 23, 24, 25000)));
    mt_display("b", g_conv(MT_LOGICAL, MAT(1, 1, 1)));
    mt_display("l", g_conv(MT_LOGICAL, ROW(2, 1, 0)));
    mt_display("l2", g_conv(MT_LOGICAL, ND3(2, 2, 2, 1, 1, 1, 1, 1, 0, 1, 1)));
    mt_display("sg", g_conv(MT_SINGLE, ROW(2, 1.5, 2.5)));
    mt_display("v", g_conv(MT_SINGLE, MAT(1, 1, 3.14159)));
    {
        mt_array *m = g_new();
        mt_vertcat(m, 2, ARGS(g_A(g_str("ab")), g_A(g_str("cd"))));
        mt_display("m", m);
    }
    {
        size_t d[2] = {0, 3};
        mt_array *e = g_new();
        mt_zeros(e, MT_DOUBLE, 2, d);
        mt_display("e0", e);
        mt_disp(e);
    }
    {
        size_t d[3] = {2, 0, 3};
        mt_array *e = g_new();
        mt_zeros(e, MT_DOUBLE, 3, d);
        mt_display("n2", e);
    }
    mt_display("p", MAT(0, 0, 0));
    mt_display("u", g_conv(MT_UINT8, MAT(0, 0, 0)));
    mt_display("o", ND3(2, 2, 2, 1, 2, 3, 4, 5.5, 6, 7, 8));
    mt_display("o4", ND4(1, 2, 2, 2, 1, 2, 3, 4, 5, 6, 7, 8));
    mt_disp(ND3(2, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0));
    mt_display("r", g_range(0, 0.25, 1));
    mt_display("r3", g_range(1, 1, 5));
    mt_display("e1", g_range(1, 2, 10));
    mt_display("f1", g_range(-5, 1, -1));
    mt_display("g1", g_range(-1, 0.5, 1));
    mt_display("k1", g_range(0.1, 0.1, 0.5));
    mt_display("k2", g_range(0, -1, -10));
    mt_display("k3", g_range(1, 1, 30));
    mt_display("k4", g_range(0, 0.1, 3));
    mt_display("w4", g_range(1, 1, 0));
    mt_display("k5", g_range(1, 1, 1));
    mt_disp(g_range(0, 0.25, 1));
    mt_disp(g_str("hi"));
    mt_disp(g_conv(MT_INT8, ROW(2, 1, -2)));
    mt_disp(g_conv(MT_LOGICAL, MAT(1, 1, 1)));
    mt_display_scalar("ds", 2.5);
    mt_disp_scalar(-7);
    mt_display_string("cls", "double");
    return mt_finish();
}
