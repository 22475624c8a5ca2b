#include "golden.h"

int main(int argc, char **argv)
{
    mt_init(argc, argv);
    PRINTF("before\\n", );
    mt_binary(g_new(), MT_LT, g_A(ROW(3, 1, 2, 3)), g_A(ROW(2, 1, 2)));
    PRINTF("not reached\\n", );
    return mt_finish();
}
