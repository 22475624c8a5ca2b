#include "golden.h"

int main(int argc, char **argv)
{
    mt_init(argc, argv);
    PRINTF("before\\n", );
    mt_warning(2, ARGS(g_A(g_str("hmm %d")), g_S(3)));
    mt_warning(3, ARGS(g_A(g_str("My:id")), g_A(g_str("value %s")), g_A(g_str("x"))));
    mt_warning(1, ARGS(g_A(g_str("plain"))));
    {
        mt_array *l = g_conv(MT_LOGICAL, ROW(2, 1, 0));
        mt_assign(l, 1, SUBS(g_sc(2)), g_S(5), "l");
        mt_display("l", l);
    }
    PRINTF("after\\n", );
    return mt_finish();
}
