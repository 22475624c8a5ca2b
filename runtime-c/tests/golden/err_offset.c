#include "golden.h"

int main(int argc, char **argv)
{
    mt_init(argc, argv);
    PRINTF("before\\n", );
    mt_index_offset(ROW(3, 1, 2, 3), 4, 0, 1, "v");
    PRINTF("not reached\\n", );
    return mt_finish();
}
