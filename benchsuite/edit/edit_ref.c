/* edit reference: Levenshtein distance with a two-row dynamic programme. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 100;
    if (n < 28)
        return 1;
    int m = n - n / 7;
    char *s1 = malloc(n + 1), *s2 = malloc(m + 1);
    long *prev = malloc((m + 1) * sizeof *prev), *cur = malloc((m + 1) * sizeof *cur);
    if (!s1 || !s2 || !prev || !cur)
        return 1;
    for (long i = 1; i <= n; i++)
        s1[i - 1] = (char)(97 + (i * i + 7 * i + i / 5) % 6);
    s1[n] = 0;
    for (long j = 1; j <= m; j++)
        s2[j - 1] = (char)(97 + (j * j + 5 * j + j / 4) % 6);
    s2[m] = 0;
    for (int j = 0; j <= m; j++)
        prev[j] = j;
    for (int i = 1; i <= n; i++) {
        cur[0] = i;
        char ci = s1[i - 1];
        for (int j = 1; j <= m; j++) {
            long cost = ci == s2[j - 1] ? 0 : 1;
            long v = prev[j - 1] + cost;
            long del = prev[j] + 1;
            long ins = cur[j - 1] + 1;
            if (del < v)
                v = del;
            if (ins < v)
                v = ins;
            cur[j] = v;
        }
        long *t = prev;
        prev = cur;
        cur = t;
    }
    int same = 0;
    for (int i = 0; i < m; i++)
        if (s1[i] == s2[i])
            same++;
    long rowsum = 0;
    for (int j = 0; j <= m; j++)
        rowsum += prev[j];
    printf("edit: s1 starts %.24s\n", s1);
    printf("edit: s2 starts %.24s\n", s2);
    printf("edit: lengths %d %d, positional matches %d\n", n, m, same);
    printf("edit: distance %ld\n", prev[m]);
    printf("edit: last row sum %ld\n", rowsum);
    free(s1); free(s2); free(prev); free(cur);
    return 0;
}
