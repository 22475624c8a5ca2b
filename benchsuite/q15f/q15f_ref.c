/* q15f reference: Q15 fixed-point FIR (int32 accumulator) and one-pole smoother
 * with saturating int16/int32 arithmetic as Octave's integer classes do it:
 * sums and products saturate, and division by a double rounds half away from zero. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define PI 3.14159265358979323846
#define NTAP 16

static int16_t sat16(int64_t v)
{
    return (int16_t)(v > INT16_MAX ? INT16_MAX : v < INT16_MIN ? INT16_MIN : v);
}

static int32_t sat32(int64_t v)
{
    return (int32_t)(v > INT32_MAX ? INT32_MAX : v < INT32_MIN ? INT32_MIN : v);
}

/* int32(v) of a double in int32 range: round half away from zero. */
static int32_t round32(double v)
{
    return (int32_t)round(v);
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 2000;
    if (n < 2)
        return 1;
    int16_t h[NTAP];
    for (int j = 1; j <= NTAP; j++)
        h[j - 1] = sat16(round32(32768 * 0.9 * sin(PI * j / (NTAP + 1)) / 6));
    int16_t *x = malloc((size_t)n * sizeof *x);
    int16_t *y = malloc((size_t)n * sizeof *y);
    int16_t *z = malloc((size_t)n * sizeof *z);
    if (!x || !y || !z)
        return 1;
    for (int k = 1; k <= n; k++)
        x[k - 1] = sat16(round32(20000 * sin(0.021 * k) + 9000 * sin(0.37 * k)));
    for (int k = 1; k <= n; k++) {
        int32_t acc = 0;
        int m = k < NTAP ? k : NTAP;
        for (int j = 1; j <= m; j++)
            acc = sat32((int64_t)acc + sat32((int64_t)h[j - 1] * x[k - j]));
        y[k - 1] = sat16(round32(acc / 32768.0));
    }
    const int16_t c = 9830;
    int16_t p = 0;
    for (int k = 0; k < n; k++) {
        int16_t d = sat16((int32_t)y[k] - p);
        int16_t q = sat16(round32(sat32((int64_t)c * d) / 32768.0));
        p = sat16((int32_t)p + q);
        z[k] = p;
    }
    int64_t total = 0;
    int nsat = 0;
    for (int k = 0; k < n; k++) {
        total += z[k];
        if (y[k] == INT16_MAX || y[k] == INT16_MIN)
            nsat++;
    }
    printf("q15f: int16, sum %lld, saturated %d\n", (long long)total, nsat);
    printf("q15f: h(8) %d, x(n) %d, y(n) %d, z(n) %d, z(n/2) %d\n", h[7], x[n - 1], y[n - 1],
           z[n - 1], z[n / 2 - 1]);
    free(x);
    free(y);
    free(z);
    return 0;
}
