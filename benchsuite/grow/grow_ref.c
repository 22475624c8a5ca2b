/* grow reference: the damped oscillator of grow.m recorded into preallocated arrays, then
 * the windowed distance of each step to its 8 predecessors, in grow.m's operation order. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define W 8

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 400;
    if (n <= W)
        return 1;
    double *t = malloc((size_t)n * sizeof *t);
    double *traj = malloc((size_t)n * 3 * sizeof *traj);
    double *score = malloc((size_t)n * sizeof *score);
    if (!t || !traj || !score)
        return 1;
    double x = 1, v = 0;
    for (int k = 1; k <= n; k++) {
        double a = -x - 0.05 * v + 0.3 * sin(0.01 * k);
        v = v + 0.01 * a;
        x = x + 0.01 * v;
        t[k - 1] = k * 0.01;
        traj[3 * (k - 1)] = x;
        traj[3 * (k - 1) + 1] = v;
        traj[3 * (k - 1) + 2] = a;
    }
    int ns = 0;
    for (int k = W + 1; k <= n; k++) {
        double s = 0, m = 0;
        for (int j = k - W; j <= k - 1; j++) {
            double e = traj[3 * (j - 1)] - traj[3 * (k - 1)];
            s += e * e;
        }
        for (int j = k - W; j <= k - 1; j++)
            m += traj[3 * (j - 1) + 1];
        m /= W;
        double dv = traj[3 * (k - 1) + 1] - m;
        double d = sqrt(s + dv * dv);
        if (d > 0.05)
            score[ns++] = d;
    }
    double total = 0;
    for (int i = 0; i < ns; i++)
        total += score[i];
    printf("samples %d, events %d\n", n, ns);
    printf("sum %.10e\n", total);
    printf("last %.10e %.10e\n", traj[3 * (n - 1)], t[n - 1]);
    free(t);
    free(traj);
    free(score);
    return 0;
}
