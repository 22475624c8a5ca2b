/* Host driver of the movavg library (tests/embedded_lib.rs); movavg_oracle.m prints the same:
 * two calls carry the state over, terminate + initialize resets it. */
#include <stdio.h>
#include "movavg.h"

static void block(float off)
{
    float x[16], y[16];
    int i;
    for (i = 0; i < 16; i++)
        x[i] = (float)(i % 4) + off;
    movavg(x, y);
    for (i = 0; i < 16; i++)
        printf("%.9g\n", (double)y[i]);
}

int main(void)
{
    movavg_initialize();
    block(0.0f);
    block(8.0f);
    movavg_terminate();
    movavg_initialize();
    block(8.0f);
    movavg_terminate();
    return 0;
}
