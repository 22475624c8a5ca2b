/* mcop reference: Monte-Carlo European and up-and-out barrier calls, n batches of m
 * paths, one Park-Miller stream per batch seeded from the batch index (the batches
 * are independent: the loop over them runs on OpenMP threads when built with
 * -fopenmp). Same operations in the same order as mcop.m. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define PI 3.14159265358979323846

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 16;
    if (n < 1)
        return 1;
    const int m = 500, steps = 16;
    const double S0 = 100, K = 105, B = 150, r = 0.03, sigma = 0.25, T = 1;
    const double dt = T / steps;
    const double drift = (r - 0.5 * sigma * sigma) * dt;
    const double vol = sigma * sqrt(dt);
    double *euro = calloc((size_t)n, sizeof *euro);
    double *barr = calloc((size_t)n, sizeof *barr);
    double *hit = calloc((size_t)n, sizeof *hit);
    if (!euro || !barr || !hit)
        return 1;
#ifdef _OPENMP
#pragma omp parallel for schedule(static)
#endif
    for (int b = 1; b <= n; b++) {
        double state = fmod(b * 7919.0 + 12345, 2147483647.0);
        double se = 0, sb = 0, h = 0;
        for (int p = 1; p <= m; p++) {
            double S = S0, alive = 1;
            for (int k = 1; k <= steps; k++) {
                state = fmod(16807 * state, 2147483647.0);
                double u1 = state / 2147483647.0;
                state = fmod(16807 * state, 2147483647.0);
                double u2 = state / 2147483647.0;
                double z = sqrt(fabs(-2 * log(u1))) * cos(2 * PI * u2);
                S = S * exp(drift + vol * z);
                if (S >= B)
                    alive = 0;
            }
            double pay = S - K > 0 ? S - K : 0;
            se = se + pay;
            sb = sb + alive * pay;
            h = h + (1 - alive);
        }
        euro[b - 1] = se / m;
        barr[b - 1] = sb / m;
        hit[b - 1] = h;
    }
    double hits = 0, se = 0, sb = 0;
    for (int b = 0; b < n; b++) {
        hits = hits + hit[b];
        se += euro[b];
        sb += barr[b];
    }
    double disc = exp(-r * T);
    printf("european %.10e\n", disc * se / n);
    printf("barrier %.10e\n", disc * sb / n);
    printf("batch 1 %.10e, batch n %.10e\n", euro[0], euro[n - 1]);
    printf("knocked out %d of %d paths\n", (int)hits, n * m);
    free(euro);
    free(barr);
    free(hit);
    return 0;
}
