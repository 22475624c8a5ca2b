/* mbrt reference: Mandelbrot escape counts.  Complex arithmetic is written
 * out in real and imaginary parts exactly as (a+bi)(c+di) = (ac-bd)+(ad+bc)i
 * and abs(z) = hypot(re, im), matching Octave's std::complex operations. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 24;
    if (n < 2)
        return 1;
    const int maxit = 100;
    const double xmin = -2.1, xmax = 0.7, ymin = -1.2, ymax = 1.2;
    int *counts = malloc((size_t)n * n * sizeof *counts);
    if (!counts)
        return 1;
    for (int j = 1; j <= n; j++) {
        double x = xmin + (xmax - xmin) * (j - 1) / (n - 1);
        for (int i = 1; i <= n; i++) {
            double y = ymin + (ymax - ymin) * (i - 1) / (n - 1);
            double cr = x, ci = y;
            double zr = 0, zi = 0;
            int k = 0;
            while (k < maxit && hypot(zr, zi) <= 2) {
                double tr = zr * zr - zi * zi;
                double ti = zr * zi + zi * zr;
                zr = tr + cr;
                zi = ti + ci;
                k++;
            }
            counts[(i - 1) + (size_t)(j - 1) * n] = k;
        }
    }
    long inside = 0, chk = 0, total = 0;
    for (size_t p = 0; p < (size_t)n * n; p++) {
        if (counts[p] == maxit)
            inside++;
        chk = (chk * 31 + counts[p]) % 1000003;
        total += counts[p];
    }
    printf("mbrt: grid %d x %d, maxit %d\n", n, n, maxit);
    printf("mbrt: total iterations %ld\n", total);
    printf("mbrt: points inside %ld\n", inside);
    printf("mbrt: count checksum %ld\n", chk);
    free(counts);
    return 0;
}
