/* dspd reference: 32-tap FIR then four transposed direct-form-II biquads, all
 * in double: the twin of dsps_ref.c (same code with float replaced by double). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define PI 3.14159265358979323846
#define NTAP 32
#define NSEC 4

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 2000;
    if (n < 2)
        return 1;
    double h[NTAP];
    for (int j = 1; j <= NTAP; j++) {
        double t = j - (NTAP + 1) / 2.0;
        double w = 0.54 - 0.46 * cos(2 * PI * (j - 1) / (NTAP - 1));
        h[j - 1] = w * sin(0.25 * PI * t) / (PI * t);
    }
    double *x = malloc((size_t)n * sizeof *x);
    double *y = malloc((size_t)n * sizeof *y);
    double *out = malloc((size_t)n * sizeof *out);
    if (!x || !y || !out)
        return 1;
    for (int k = 1; k <= n; k++)
        x[k - 1] = sin(0.013 * k) + 0.6 * sin(0.31 * k) + 0.3 * cos(1.7 * k);
    for (int k = 1; k <= n; k++) {
        double acc = 0;
        int m = k < NTAP ? k : NTAP;
        for (int j = 1; j <= m; j++)
            acc = acc + h[j - 1] * x[k - j];
        y[k - 1] = acc;
    }
    double b0[NSEC], b1[NSEC], b2[NSEC], a1[NSEC], a2[NSEC];
    for (int s = 1; s <= NSEC; s++) {
        double r = 0.55 + 0.1 * s;
        double c1 = -2 * r * cos(0.2 * s);
        double c2 = r * r;
        double g = (1 + c1 + c2) / 4;
        a1[s - 1] = c1;
        a2[s - 1] = c2;
        b0[s - 1] = g;
        b1[s - 1] = 2 * g;
        b2[s - 1] = g;
    }
    double z1[NSEC] = {0}, z2[NSEC] = {0};
    for (int k = 0; k < n; k++) {
        double v = y[k];
        for (int s = 0; s < NSEC; s++) {
            double u = b0[s] * v + z1[s];
            z1[s] = b1[s] * v - a1[s] * u + z2[s];
            z2[s] = b2[s] * v - a2[s] * u;
            v = u;
        }
        out[k] = v;
    }
    double total = 0, energy = 0;
    for (int k = 0; k < n; k++) {
        total = total + out[k];
        energy = energy + out[k] * out[k];
    }
    printf("dspd: double, sum %.8e, energy %.8e\n", total, energy);
    printf("dspd: y(n) %.8e, out(n) %.8e, out(n/2) %.8e\n", y[n - 1], out[n - 1],
           out[n / 2 - 1]);
    free(x);
    free(y);
    free(out);
    return 0;
}
