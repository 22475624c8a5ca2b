#include "golden.h"

int main(int argc, char **argv)
{
    mt_array *v123 = ROW(3, 1, 2, 3);
    mt_init(argc, argv);
    PRINTF("hello\\n", );
    PRINTF("[%d]\\n", g_S(1.5));
    PRINTF("[%d]\\n", g_S(3.14159265));
    PRINTF("[%5d]\\n", g_S(1.5));
    PRINTF("[%-8d]\\n", g_S(2.25));
    PRINTF("[%d]\\n", g_S(1e10 + 0.5));
    PRINTF("[%d]\\n", g_S(-2.5));
    PRINTF("[%x]\\n", g_S(1.5));
    PRINTF("[%u]\\n", g_S(-3));
    PRINTF("[%d]\\n", g_S(NAN));
    PRINTF("[%5.2d]\\n", g_S(INFINITY));
    PRINTF("[%f]\\n", g_S(-INFINITY));
    PRINTF("[%5.1f]\\n", g_S(NAN));
    PRINTF("[%d]\\n", g_S(1e20));
    PRINTF("[%d]\\n", g_S(9007199254740992.0));
    PRINTF("[%s]\\n", g_S(65));
    PRINTF("[%s]\\n", g_A(g_str("abc")));
    PRINTF("[%d]\\n", g_A(g_str("abc")));
    PRINTF("[%c]\\n", g_A(g_str("abc")));
    PRINTF("%d,", g_A(v123));
    PRINTF("\\n", );
    PRINTF("%d %s\\n", g_S(1), g_A(g_str("ab")), g_S(2), g_A(g_str("cd")));
    PRINTF("hello %d\\n", );
    PRINTF("no conversions\\n", g_S(1), g_S(2));
    PRINTF("%s|", g_A(g_str("ab")), g_A(g_str("cd")));
    PRINTF("\\n", );
    PRINTF("%d|%d\\n", g_A(v123));
    PRINTF("\\n", );
    PRINTF("%5.2f|%-6.1e|%g|%G|%E\\n", g_S(3.14159265), g_S(3.14159265), g_S(3.14159265),
           g_S(1e-10), g_S(12345));
    PRINTF("%%|%5s|%-5s|\\n", g_A(g_str("ab")), g_A(g_str("cd")));
    PRINTF("a\\tb\\\\n\\n", );
    PRINTF("%d\\n", g_A(MAT(0, 0, 0)));
    PRINTF("%d %d\\n", g_A(g_conv(MT_INT8, v123)));
    PRINTF("\\n", );
    PRINTF("%f\\n", g_A(g_conv(MT_INT32, MAT(1, 1, 5))));
    PRINTF("%d\\n", g_A(g_conv(MT_LOGICAL, MAT(1, 1, 1))));
    PRINTF("%g %g %g\\n", g_S(0.1), g_S(1e6), g_S(123456789));
    PRINTF("%+d % d\\n", g_S(5), g_S(5));
    PRINTF("%05d|%#o|%#x\\n", g_S(42), g_S(8), g_S(255));
    PRINTF("%*d|%.*f\\n", g_S(5), g_S(3), g_S(2), g_S(3.14159265));
    PRINTF("%s\\n", g_A(ROW(2, 72, 105)));
    PRINTF("%d %s\\n", g_S(1), g_A(g_str("abc")), g_S(2));
    PRINTF("\\n", );
    PRINTF("%s-%s\\n", g_A(g_str("a")));
    PRINTF("\\n", );
    PRINTF("%d and %d!\\n", g_S(1));
    PRINTF("\\n", );
    PRINTF("x%d", g_A(ROW(2, 1, 2)));
    PRINTF("\\n", );
    PRINTF("%5.3s|\\n", g_A(g_str("abcdef")));
    PRINTF("%d\\n", g_S(3e9));
    PRINTF("%x %X %o\\n", g_S(255), g_S(255), g_S(8));
    PRINTF("%c%c%c\\n", g_S(72), g_S(105), g_S(33));
    PRINTF("%d %d\\n", g_A(MAT(2, 2, 1, 3, 2, 4)));
    PRINTF("%.2f %s\\n", g_S(1.5), g_A(g_str("abc")), g_S(2.5), g_A(g_str("de")));
    PRINTF("%5.1f|", g_A(ROW(4, 1, NAN, INFINITY, -INFINITY)));
    PRINTF("\\n%-5d|%-5s|\\n", g_S(NAN), g_A(g_str("a")));
    PRINTF("%i %f %g\\n", g_S(-0.0), g_S(-0.0), g_S(-0.0));
    PRINTF("%d %s\\n", g_A(MAT(0, 0, 0)), g_A(g_str("ab")));
    PRINTF("\\x41\\101\\a|\\n", );
    mt_fprintf(2, g_str("to stderr %d\\n"), 1, ARGS(g_S(7)));
    {
        mt_array *s = g_new();
        mt_sprintf(s, g_str("%d-%d"), 1, ARGS(g_A(v123)));
        mt_display("x", s);
        mt_sprintf(s, g_str("%5.1f"), 1, ARGS(g_S(2.25)));
        mt_display("x", s);
        mt_sprintf(s, g_str(""), 0, ARGS(g_S(0)));
        mt_display("x", s);
    }
    return mt_finish();
}
