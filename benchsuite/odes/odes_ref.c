/* odes reference: RK4 integration of the driven Duffing oscillator for n drive
 * amplitudes, one iteration of the parallel loop each (OpenMP when built with
 * -fopenmp); the energy's three terms are kept per iteration and added afterwards in
 * index order, ((energy + e1) + e2) + e3, as the serial loop of odes.m adds them.
 * Same operations in the same order as odes.m. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 16;
    if (n < 1)
        return 1;
    const int steps = 2000;
    const double h = 0.01, d = 0.2, a = -1, b = 1, w = 1.2;
    double *xf = malloc((size_t)n * sizeof *xf);
    double *vf = malloc((size_t)n * sizeof *vf);
    double *amp = malloc((size_t)n * sizeof *amp);
    double *en = malloc((size_t)n * 3 * sizeof *en);
    if (!xf || !vf || !amp || !en)
        return 1;
#ifdef _OPENMP
#pragma omp parallel for schedule(static)
#endif
    for (int k = 1; k <= n; k++) {
        double g = 0.2 + 0.3 * (k - 1) / (n - 1 > 1 ? n - 1 : 1);
        double x = 1, v = 0, t = 0, top = 0;
        for (int s = 1; s <= steps; s++) {
            double k1x = v;
            double k1v = g * cos(w * t) - d * v - a * x - b * x * x * x;
            double x2 = x + 0.5 * h * k1x;
            double v2 = v + 0.5 * h * k1v;
            double t2 = t + 0.5 * h;
            double k2x = v2;
            double k2v = g * cos(w * t2) - d * v2 - a * x2 - b * x2 * x2 * x2;
            double x3 = x + 0.5 * h * k2x;
            double v3 = v + 0.5 * h * k2v;
            double k3x = v3;
            double k3v = g * cos(w * t2) - d * v3 - a * x3 - b * x3 * x3 * x3;
            double x4 = x + h * k3x;
            double v4 = v + h * k3v;
            double t4 = t + h;
            double k4x = v4;
            double k4v = g * cos(w * t4) - d * v4 - a * x4 - b * x4 * x4 * x4;
            x = x + h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x);
            v = v + h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v);
            t = t4;
            double ax = fabs(x);
            top = top >= ax ? top : ax;
        }
        xf[k - 1] = x;
        vf[k - 1] = v;
        amp[k - 1] = top;
        en[3 * (k - 1)] = 0.5 * v * v;
        en[3 * (k - 1) + 1] = 0.5 * a * x * x;
        en[3 * (k - 1) + 2] = 0.25 * b * x * x * x * x;
    }
    double energy = 0, sa = 0, big = amp[0];
    for (int k = 0; k < n; k++) {
        energy = energy + en[3 * k];
        energy = energy + en[3 * k + 1];
        energy = energy + en[3 * k + 2];
        sa += amp[k];
        if (amp[k] > big)
            big = amp[k];
    }
    printf("energy %.10e\n", energy);
    printf("x(end) %.10e v(end) %.10e\n", xf[n - 1], vf[n - 1]);
    printf("mean amplitude %.10e, largest %.10e\n", sa / n, big);
    printf("first %.10e %.10e\n", xf[0], vf[0]);
    free(xf);
    free(vf);
    free(amp);
    free(en);
    return 0;
}
