#include "golden.h"

int main(int argc, char **argv)
{
    mt_init(argc, argv);
    PRINTF("before\\n", );
    mt_binary(g_new(), MT_ADD, g_A(g_conv(MT_INT8, MAT(1, 1, 1))), g_A(g_conv(MT_INT16, MAT(1, 1, 1))));
    PRINTF("not reached\\n", );
    return mt_finish();
}
