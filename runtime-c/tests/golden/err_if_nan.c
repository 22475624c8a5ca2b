#include "golden.h"

int main(int argc, char **argv)
{
    mt_init(argc, argv);
    PRINTF("before\\n", );
    mt_istrue_scalar(NAN);
    PRINTF("not reached\\n", );
    return mt_finish();
}
