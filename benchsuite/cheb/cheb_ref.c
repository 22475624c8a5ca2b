/* cheb reference: Chebyshev series by the three-term recurrence. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define DEG 60

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 300;
    if (n < 1)
        return 1;
    double c[DEG + 1];
    for (int k = 0; k <= DEG; k++)
        c[k] = cos(0.3 * k) / (1 + k * k);
    double *vals = malloc(n * sizeof *vals);
    if (!vals)
        return 1;
    double tmax = 0;
    for (int p = 1; p <= n; p++) {
        double x = -1 + 2 * (p - 0.5) / n;
        double t0 = 1, t1 = x;
        double s = c[0] * t0 + c[1] * t1;
        for (int k = 2; k <= DEG; k++) {
            double t2 = 2 * x * t1 - t0;
            s = s + c[k] * t2;
            t0 = t1;
            t1 = t2;
        }
        vals[p - 1] = s;
        if (fabs(t1) > tmax)
            tmax = fabs(t1);
    }
    double sum = 0, mn = HUGE_VAL, mx = -HUGE_VAL;
    for (int p = 0; p < n; p++) {
        sum += vals[p];
        if (vals[p] < mn)
            mn = vals[p];
        if (vals[p] > mx)
            mx = vals[p];
    }
    printf("cheb: points %d, degree %d\n", n, DEG);
    printf("cheb: sum of values %.10e\n", sum);
    printf("cheb: first %.10e, middle %.10e, last %.10e\n", vals[0], vals[n / 2], vals[n - 1]);
    printf("cheb: min %.10e, max %.10e\n", mn, mx);
    printf("cheb: max |T_deg| %.6f\n", tmax);
    free(vals);
    return 0;
}
