#include "golden.h"

int main(int argc, char **argv)
{
    mt_init(argc, argv);
    PRINTF("before\\n", );
    {
        mt_array *r = g_new();
        mt_mldivide(r, MAT(2, 2, 1, 2, 2, 4), MAT(2, 1, 1, 2));
        mt_display("x", r);
    }
    PRINTF("after\\n", );
    return mt_finish();
}
