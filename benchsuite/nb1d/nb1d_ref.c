/* nb1d reference: direct n-body with per-coordinate vectors. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 20;
    if (n < 2)
        return 1;
    const int nsteps = 10;
    const double dt = 0.01, soft = 0.01;
    double *x = malloc(n * sizeof(double)), *y = malloc(n * sizeof(double));
    double *z = malloc(n * sizeof(double)), *vx = malloc(n * sizeof(double));
    double *vy = malloc(n * sizeof(double)), *vz = malloc(n * sizeof(double));
    double *m = malloc(n * sizeof(double)), *ax = malloc(n * sizeof(double));
    double *ay = malloc(n * sizeof(double)), *az = malloc(n * sizeof(double));
    if (!x || !y || !z || !vx || !vy || !vz || !m || !ax || !ay || !az)
        return 1;
    for (int i = 1; i <= n; i++) {
        int k = i - 1;
        x[k] = cos(0.7 * i) * (1 + 0.1 * (i % 7));
        y[k] = sin(0.7 * i) * (1 + 0.1 * (i % 5));
        z[k] = 0.05 * sin(1.3 * i);
        vx[k] = -0.3 * y[k];
        vy[k] = 0.3 * x[k];
        vz[k] = 0.01 * cos(2.1 * i);
        m[k] = (double)(1 + i % 3) / n;
    }
    for (int step = 1; step <= nsteps; step++) {
        for (int i = 0; i < n; i++) {
            double axi = 0, ayi = 0, azi = 0;
            double xi = x[i], yi = y[i], zi = z[i];
            for (int j = 0; j < n; j++) {
                if (j != i) {
                    double dx = x[j] - xi;
                    double dy = y[j] - yi;
                    double dz = z[j] - zi;
                    double r2 = dx * dx + dy * dy + dz * dz + soft;
                    double f = m[j] / (r2 * sqrt(r2));
                    axi = axi + f * dx;
                    ayi = ayi + f * dy;
                    azi = azi + f * dz;
                }
            }
            ax[i] = axi;
            ay[i] = ayi;
            az[i] = azi;
        }
        for (int i = 0; i < n; i++) {
            vx[i] = vx[i] + dt * ax[i];
            vy[i] = vy[i] + dt * ay[i];
            vz[i] = vz[i] + dt * az[i];
        }
        for (int i = 0; i < n; i++) {
            x[i] = x[i] + dt * vx[i];
            y[i] = y[i] + dt * vy[i];
            z[i] = z[i] + dt * vz[i];
        }
    }
    double ke = 0;
    for (int i = 0; i < n; i++)
        ke += m[i] * (vx[i] * vx[i] + vy[i] * vy[i] + vz[i] * vz[i]);
    ke = 0.5 * ke;
    double pe = 0;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) {
            double dx = x[j] - x[i];
            double dy = y[j] - y[i];
            double dz = z[j] - z[i];
            pe = pe - m[i] * m[j] / sqrt(dx * dx + dy * dy + dz * dz + soft);
        }
    double mx = 0, my = 0;
    for (int i = 0; i < n; i++)
        mx += m[i] * x[i];
    for (int i = 0; i < n; i++)
        my += m[i] * y[i];
    printf("nb1d: bodies %d, steps %d\n", n, nsteps);
    printf("nb1d: kinetic %.8e\n", ke);
    printf("nb1d: potential %.8e\n", pe);
    printf("nb1d: total %.8e\n", ke + pe);
    printf("nb1d: sum(m.*x) %.8e, sum(m.*y) %.8e\n", mx, my);
    free(x); free(y); free(z); free(vx); free(vy); free(vz);
    free(m); free(ax); free(ay); free(az);
    return 0;
}
