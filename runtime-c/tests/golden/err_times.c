#include "golden.h"

int main(int argc, char **argv)
{
    mt_init(argc, argv);
    PRINTF("before\\n", );
    mt_binary(g_new(), MT_MUL, g_A(MAT(2, 3, 1, 2, 3, 4, 5, 6)), g_A(MAT(3, 2, 1, 2, 3, 4, 5, 6)));
    PRINTF("not reached\\n", );
    return mt_finish();
}
