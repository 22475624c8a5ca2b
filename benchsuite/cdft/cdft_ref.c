/* cdft reference: DFT by explicit loops with a twiddle table.  Complex
 * arithmetic is written out in real and imaginary parts as Octave's
 * std::complex does it: (a+bi)(c+di) = (ac-bd)+(ad+bc)i, and exp(i*theta) is
 * cos(theta) + i*sin(theta). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define PI 3.14159265358979323846

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 64;
    if (n < 2)
        return 1;
    double *wr = malloc((size_t)n * sizeof *wr), *wi = malloc((size_t)n * sizeof *wi);
    double *xr = malloc((size_t)n * sizeof *xr), *xi = malloc((size_t)n * sizeof *xi);
    double *Xr = malloc((size_t)n * sizeof *Xr), *Xi = malloc((size_t)n * sizeof *Xi);
    if (!wr || !wi || !xr || !xi || !Xr || !Xi)
        return 1;
    for (int m = 0; m < n; m++) {
        double theta = -2 * PI * m / n;
        wr[m] = cos(theta);
        wi[m] = sin(theta);
    }
    for (int t = 1; t <= n; t++) {
        xr[t - 1] = cos(0.37 * t) + 0.25 * t / n;
        xi[t - 1] = sin(0.11 * t * t / n);
    }
    for (long k = 0; k < n; k++) {
        double sr = 0, si = 0;
        for (long t = 0; t < n; t++) {
            long m = k * t % n;
            sr = sr + (xr[t] * wr[m] - xi[t] * wi[m]);
            si = si + (xr[t] * wi[m] + xi[t] * wr[m]);
        }
        Xr[k] = sr;
        Xi[k] = si;
    }
    double ex = 0, eX = 0;
    for (int k = 0; k < n; k++) {
        ex = ex + xr[k] * xr[k] + xi[k] * xi[k];
        eX = eX + Xr[k] * Xr[k] + Xi[k] * Xi[k];
    }
    printf("cdft: energy %.10e, spectrum energy / n %.10e\n", ex, eX / n);
    printf("cdft: X(1) %.10e %+.10e, X(2) %.10e %+.10e\n", Xr[0], Xi[0], Xr[1], Xi[1]);
    printf("cdft: X(n) %.10e %+.10e\n", Xr[n - 1], Xi[n - 1]);
    free(wr); free(wi); free(xr); free(xi); free(Xr); free(Xi);
    return 0;
}
