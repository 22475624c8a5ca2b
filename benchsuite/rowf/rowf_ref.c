/* rowf reference: 5 x 5 binomial filter with replicated borders and a tone curve,
 * one output row per iteration of the parallel loop (OpenMP when built with
 * -fopenmp). Same operations in the same order as rowf.m (column-major arrays). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static int clampi(int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); }

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 48;
    if (n < 1)
        return 1;
    double *img = malloc((size_t)n * n * sizeof *img);
    double *out = malloc((size_t)n * n * sizeof *out);
    double *pr = malloc((size_t)n * sizeof *pr), *pc = malloc((size_t)n * sizeof *pc);
    double *wi = malloc((size_t)n * sizeof *wi), *wj = malloc((size_t)n * sizeof *wj);
    if (!img || !out || !pr || !pc || !wi || !wj)
        return 1;
    for (int k = 1; k <= n; k++) {
        pr[k - 1] = fmod(k * 37.0, 256) / 255 + 0.25 * sin(k / 7.0);
        pc[k - 1] = fmod(k * 101.0, 256) / 255 * cos(k / 11.0);
        wi[k - 1] = k % 7;
        wj[k - 1] = (2 * k) % 7;
    }
    for (int j = 1; j <= n; j++)
        for (int i = 1; i <= n; i++)
            img[(i - 1) + (size_t)(j - 1) * n] = pr[i - 1] + pc[j - 1];
    const double w[5] = {1, 4, 6, 4, 1};
#ifdef _OPENMP
#pragma omp parallel for schedule(static)
#endif
    for (int i = 1; i <= n; i++) {
        for (int j = 1; j <= n; j++) {
            double acc = 0;
            for (int a = -2; a <= 2; a++) {
                int ii = clampi(i + a, 1, n);
                for (int c = -2; c <= 2; c++) {
                    int jj = clampi(j + c, 1, n);
                    acc = acc + w[a + 2] * w[c + 2] * img[(ii - 1) + (size_t)(jj - 1) * n];
                }
            }
            double v = acc / 256;
            out[(i - 1) + (size_t)(j - 1) * n] = v / (v + 0.5) + 0.1 * sqrt(fabs(v));
        }
    }
    double chk = 0, total = 0;
    for (int j = 1; j <= n; j++)
        for (int i = 1; i <= n; i++) {
            double o = out[(i - 1) + (size_t)(j - 1) * n];
            chk = chk + o * (wi[i - 1] + wj[j - 1]);
            total = total + o;
        }
    printf("checksum %.10e\n", chk);
    printf("mean %.10e\n", total / ((double)n * n));
    printf("corners %.10e %.10e\n", out[0], out[(size_t)n * n - 1]);
    free(img);
    free(out);
    free(pr);
    free(pc);
    free(wi);
    free(wj);
    return 0;
}
