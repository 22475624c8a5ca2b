/* mt_version.c — compare_versions (v1, v2, op), Octave 7's compare_versions.m: each version
 * is its leading run of digits and dots (numbers split at the dots, an empty one NaN, all
 * NaN none) and the text from the first other character; numbers padded with zeros, texts
 * with NULs; the first nonzero difference (NaN counts) decides. */
#include "mt_internal.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    double *num;
    size_t nn;
    const char *txt;
    size_t nt;
} version;

static int num_char(char c)
{
    return (c >= '0' && c <= '9') || c == '.';
}

static void parse(version *v, const char *s, size_t n)
{
    size_t cut = 0, i, start = 0, k = 0, parts = 1;
    int all_nan = 1;
    while (cut < n && num_char(s[cut]))
        cut++;
    v->txt = s + cut;
    v->nt = n - cut;
    for (i = 0; i < cut; i++)
        parts += s[i] == '.';
    v->num = (double *)mt__bi_alloc((parts + 1) * sizeof(double));
    /* str2double of each dot-separated part of s(1:cut) (ostrsplit keeps empty parts) */
    for (i = 0; i <= cut; i++)
        if (i == cut || s[i] == '.') {
            double x = MT_NAN;
            if (i > start) {
                char *buf = (char *)mt__bi_alloc(i - start + 1);
                memcpy(buf, s + start, i - start);
                x = strtod(buf, NULL);
                free(buf);
            }
            v->num[k++] = x;
            all_nan &= x != x;
            start = i + 1;
        }
    v->nn = all_nan ? 0 : k;
}

BI(compare_versions)
{
    mt_array va, vb, vo;
    const mt_array *a = mt__bi_arg(&args[0], &va), *b = mt__bi_arg(&args[1], &vb);
    const mt_array *op = mt__bi_arg(&args[2], &vo);
    version v1, v2;
    int eq = 0, not_ = 0, lt = 0, gt = 0, res = 0, found = 0;
    size_t i, nn, nt;
    (void)nout;
    (void)nargs;
    if (a->cls != MT_CHAR || b->cls != MT_CHAR)
        mt_error("compare_versions: version numbers V1 and V2 must be strings");
    if (a->ndims != 2 || b->ndims != 2 || a->dims[0] != 1 || b->dims[0] != 1)
        mt_error("compare_versions: version numbers V1 and V2 must be a single row");
    if (op->cls != MT_CHAR)
        mt_error("compare_versions: OPERATOR must be a string");
    if (op->numel > 2)
        mt_error("compare_versions: OPERATOR must be 1 or 2 characters long");
    parse(&v1, (const char *)a->data, a->numel);
    parse(&v2, (const char *)b->data, b->numel);
/* the parsed numbers are freed before an error leaves */
#define VFAIL(...) (free(v1.num), free(v2.num), mt_error(__VA_ARGS__))
    if (v1.nn == 0 && v1.nt == 0) {
        char *s = mt__bi_cstr(a);
        char msg[600];
        snprintf(msg, sizeof msg, "compare_versions: version string V1 is not valid: %.500s", s);
        free(s);
        VFAIL("%s", msg);
    }
    if (v2.nn == 0 && v2.nt == 0) {
        char *s = mt__bi_cstr(b);
        char msg[600];
        snprintf(msg, sizeof msg, "compare_versions: version string V2 is not valid: %.500s", s);
        free(s);
        VFAIL("%s", msg);
    }
    for (i = 0; i < op->numel; i++) {
        char c = ((const char *)op->data)[i];
        eq |= c == '=';
        not_ |= c == '!' || c == '~';
        lt |= c == '<';
        gt |= c == '>';
    }
    if (gt && lt)
        VFAIL("compare_versions: OPERATOR cannot contain both greater and less than symbols");
    if ((gt || lt) && not_)
        VFAIL("compare_versions: OPERATOR cannot contain not and greater than or less than "
              "symbols");
    if (op->numel == 1 && ((const char *)op->data)[0] == '=')
        VFAIL("compare_versions: equality OPERATOR is \"==\", not \"=\"");
    if (!(eq || not_ || lt || gt))
        VFAIL("compare_versions: no valid OPERATOR specified");
#undef VFAIL
    nn = v1.nn > v2.nn ? v1.nn : v2.nn;
    nt = v1.nt > v2.nt ? v1.nt : v2.nt;
    for (i = 0; i < nn + nt && !found; i++) {
        double d;
        if (i < nn)
            d = (i < v1.nn ? v1.num[i] : 0) - (i < v2.nn ? v2.num[i] : 0);
        else {
            size_t j = i - nn;
            d = (double)(j < v1.nt ? (unsigned char)v1.txt[j] : 0) -
                (double)(j < v2.nt ? (unsigned char)v2.txt[j] : 0);
        }
        if (lt)
            d = -d;
        if (d != 0) {
            found = 1;
            res = (lt || gt) && d > 0;
        }
    }
    if (!found)
        res = eq;
    if (not_)
        res = !res;
    free(v1.num);
    free(v2.num);
    mt__bi_give_bool(out[0], res);
}
