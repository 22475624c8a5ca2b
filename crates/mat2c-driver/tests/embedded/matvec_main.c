/* Host driver of the matvec library (tests/embedded_lib.rs); matvec_oracle.m prints the same. */
#include <stdio.h>
#include "matvec.h"

int main(void)
{
    float A[16], x[4], y[4], nrm;
    int i;
    for (i = 0; i < 16; i++)
        A[i] = (float)((i * 5) % 16) / 8.0f - 1.0f;
    for (i = 0; i < 4; i++)
        x[i] = (float)(i + 1);
    matvec(A, x, y, &nrm);
    for (i = 0; i < 4; i++)
        printf("%.9g\n", (double)y[i]);
    printf("%.9g\n", (double)nrm);
    return 0;
}
