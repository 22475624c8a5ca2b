#include "golden.h"

int main(int argc, char **argv)
{
    mt_init(argc, argv);
    PRINTF("before\\n", );
    mt_horzcat(g_new(), 2, ARGS(g_A(MAT(2, 1, 1, 2)), g_A(MAT(3, 1, 1, 2, 3))));
    PRINTF("not reached\\n", );
    return mt_finish();
}
