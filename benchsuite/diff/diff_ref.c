/* diff reference: two-slit diffraction with complex exponentials. */
#include <complex.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static const double PI = 3.14159265358979323846;

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 40;
    if (n < 3)
        return 1;
    const int m = 60;
    const double lambda = 5.5e-7;
    const double k = 2 * PI / lambda;
    const double sep = 1.2e-4, wid = 2.5e-5, L = 0.5, ymax = 1.5e-2;
    double *inten = malloc(n * sizeof *inten);
    if (!inten)
        return 1;
    for (int p = 1; p <= n; p++) {
        double y = -ymax + 2 * ymax * (p - 1) / (n - 1);
        double complex s = 0;
        for (int q = 1; q <= m; q++) {
            double ya = -sep / 2 - wid / 2 + wid * (q - 0.5) / m;
            double dy = y - ya;
            double r = sqrt(L * L + dy * dy);
            s = s + cexp((k * r) * I) / r;
            ya = ya + sep;
            dy = y - ya;
            r = sqrt(L * L + dy * dy);
            s = s + cexp((k * r) * I) / r;
        }
        double a = cabs(s);
        inten[p - 1] = a * a;
    }
    int peaks = 0;
    for (int p = 2; p <= n - 1; p++)
        if (inten[p - 1] > inten[p - 2] && inten[p - 1] >= inten[p])
            peaks++;
    double tot = 0, mx = -HUGE_VAL, mn = HUGE_VAL;
    for (int p = 0; p < n; p++) {
        tot += inten[p];
        if (inten[p] > mx)
            mx = inten[p];
        if (inten[p] < mn)
            mn = inten[p];
    }
    printf("diff: total intensity %.8e\n", tot);
    printf("diff: max intensity %.8e\n", mx);
    printf("diff: min intensity %.8e\n", mn);
    printf("diff: intensity at centre %.8e\n", inten[n / 2]);
    printf("diff: local maxima %d\n", peaks);
    free(inten);
    return 0;
}
