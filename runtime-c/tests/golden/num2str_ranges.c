#include "golden.h"

static void n2s(const char *name, mt_arg a)
{
    mt_array *r = g_new();
    mt_num2str(r, a);
    mt_display(name, r);
}

static void rng(double a, double s, double b)
{
    mt_array *r = g_range(a, s, b);
    PRINTF("%d:", g_S((double)r->numel));
    PRINTF(" %.17g", g_A(r));
    PRINTF("\\n", );
}

int main(int argc, char **argv)
{
    mt_init(argc, argv);
    n2s("a", g_S(3.14159265358979));
    n2s("b", g_S(5));
    n2s("c", g_S(-0.5));
    n2s("d", g_S(123456789));
    n2s("e", g_S(1.23456789e-5));
    n2s("f", g_A(ROW(3, 1, 2, 3)));
    n2s("g", g_A(MAT(2, 2, 1.5, 3, 2.25, 4)));
    n2s("h", g_A(g_conv(MT_LOGICAL, MAT(1, 1, 1))));
    n2s("i", g_A(g_str("abc")));
    n2s("j", g_S(1e10));
    n2s("k", g_S(NAN));
    n2s("l", g_S(INFINITY));
    n2s("m", g_A(ROW(3, 1, NAN, -INFINITY)));
    n2s("n", g_A(g_conv(MT_INT8, MAT(1, 1, -7))));
    n2s("o", g_S(100));
    n2s("p", g_S(99999.5));
    n2s("q", g_S(-3.14159265358979));
    n2s("r", g_A(ROW(3, 0.1, 0.22, 0.333)));
    n2s("s", g_A(MAT(2, 2, -1, 10, 200, -3000)));
    n2s("t", g_A(MAT(0, 0, 0)));
    n2s("u", g_S(0));
    rng(0, 0.1, 1);
    rng(1, 0.2, 2);
    rng(0, 0.3, 1);
    rng(10, -3, 1);
    rng(-1, 0.25, 1);
    rng(1, 1, 0);
    rng(0.1, 0.1, 0.5);
    rng(1, 0.1, 1.3);
    rng(5, 1, 5);
    rng(0, 1 / 3.0, 1);
    rng(-5, 1.5, 5);
    rng(0, 0, 1);
    rng(0, 0.01, 0.05);
    mt_display("ra", g_range(0, 0.1, 0.3));
    mt_display("rb", g_range(-1, 0.25, 1));
    mt_display("rc", g_range(10, -3, 1));
    mt_display("rd", g_range(0, 1 / 3.0, 1));
    mt_display("re", g_range(0, 10, 100));
    mt_display("rf", g_range(-2.5, 0.5, 0));
    return mt_finish();
}
