/* rlen reference: run-length encoding of a generated string of letter runs,
 * decoding check, polynomial hash of the code, naive pattern counting. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 3000;
    if (n < 40)
        return 1;
    char *s = malloc((size_t)n + 1), *e = malloc(2 * (size_t)n + 1);
    if (!s || !e)
        return 1;
    int pos = 0;
    for (long r = 0; pos < n; r++) {
        long len = 1 + (r * r + 3 * r) % 11;
        char c = (char)(97 + (5 * r + r / 3) % 7);
        for (long k = 0; k < len && pos < n; k++)
            s[pos++] = c;
    }
    s[n] = 0;
    int m = 0;
    for (int i = 0; i < n;) {
        char c = s[i];
        int j = i;
        while (j < n - 1 && s[j + 1] == c && j - i < 8)
            j++;
        e[m++] = c;
        e[m++] = (char)('1' + j - i);
        i = j + 1;
    }
    e[m] = 0;
    int ok = 1, p = 0;
    for (int q = 0; q < m; q += 2) {
        char c = e[q];
        int cnt = e[q + 1] - '0';
        for (int t = 0; t < cnt; t++) {
            if (s[p] != c)
                ok = 0;
            p++;
        }
    }
    long hash = 0;
    for (int q = 0; q < m; q++)
        hash = (hash * 31 + e[q]) % 1000003;
    const char *pat = s + 14;
    const int lp = 6;
    int hits = 0;
    for (int i = 0; i <= n - lp; i++) {
        int j = 0;
        while (j < lp && s[i + j] == pat[j])
            j++;
        if (j == lp)
            hits++;
    }
    printf("rlen: string starts %.40s\n", s);
    printf("rlen: code starts %.40s\n", e);
    printf("rlen: code length %d, decoded %d ok %d, hash %ld\n", m, p, ok, hash);
    printf("rlen: pattern %.6s found %d times\n", pat, hits);
    free(s);
    free(e);
    return 0;
}
