/* mt_erase.c — erase (str, ptn), Octave 7's erase.m: every occurrence of the patterns
 * removed, left to right without overlaps. One pattern is strrep's rule; several are a
 * regexprep alternation, so at each position the first pattern (in order) that matches
 * wins, and an empty pattern matches first wherever it is reached (the patterns after it
 * never remove anything). A char matrix is erased row by row and padded back (char). */
#include "mt_internal.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
    const char *s;
    size_t n;
} piece;

/* The bytes of a char row (or empty) array. */
static piece piece_of(const mt_array *a)
{
    piece p;
    p.s = (const char *)a->data;
    p.n = a->numel;
    return p;
}

/* str with the patterns erased, into a new buffer of length *len. */
static char *erase_text(const char *s, size_t n, const piece *pt, size_t np, size_t *len)
{
    char *o = (char *)mt__bi_alloc(n + 1);
    size_t i = 0, k = 0, j;
    while (i < n) {
        size_t cut = 0;
        for (j = 0; j < np; j++) {
            if (pt[j].n == 0)
                break; /* the empty alternative matches here first */
            if (pt[j].n <= n - i && memcmp(s + i, pt[j].s, pt[j].n) == 0) {
                cut = pt[j].n;
                break;
            }
        }
        if (cut)
            i += cut;
        else
            o[k++] = s[i++];
    }
    *len = k;
    return o;
}

/* A char row of these bytes; empty is 0x0, as strrep and regexprep give. */
static void text_array(mt_array *r, const char *s, size_t n)
{
    size_t d[2];
    d[0] = n ? 1 : 0;
    d[1] = n;
    mt_resize(r, MT_CHAR, 0, 2, d);
    if (n)
        memcpy(r->data, s, n);
}

static int is_cellstr(const mt_array *c)
{
    size_t k;
    if (c->cls != MT_CELL)
        return 0;
    for (k = 0; k < c->numel; k++)
        if (mt__cell_at(c, k)->cls != MT_CHAR)
            return 0;
    return 1;
}

static void need_row(const mt_array *a)
{
    if (a->numel && !(a->ndims == 2 && a->dims[0] == 1))
        mt_error("mat2c: erase of a cell element that is not a char row is not supported");
}

BI(erase)
{
    mt_array v0, v1, r = MT_ARRAY_INIT;
    const mt_array *str = mt__bi_arg(&args[0], &v0), *ptn = mt__bi_arg(&args[1], &v1);
    piece *pt = NULL;
    size_t np = 0, k, len, rows, cols, i;
    char *o = NULL;
    (void)nout;
    (void)nargs;
    if (str->cls != MT_CHAR && !is_cellstr(str))
        mt_error("erase: STR must be a string or cell array of strings");
    if (ptn->cls == MT_CHAR && ptn->ndims == 2 && ptn->dims[0] > 1) {
        mt_warn("Octave:erase:chararray", "erase: using character array for PTN is not "
                                          "recommended, consider cell array of strings instead");
        rows = ptn->dims[0];
        cols = ptn->dims[1];
        np = rows;
        pt = (piece *)mt__bi_alloc((np + 1) * sizeof *pt);
        /* each row as a pattern: its bytes gathered from the column-major data */
        o = (char *)mt__bi_alloc(rows * cols + 1);
        for (k = 0; k < rows; k++) {
            for (i = 0; i < cols; i++)
                o[k * cols + i] = ((const char *)ptn->data)[k + i * rows];
            pt[k].s = o + k * cols;
            pt[k].n = cols;
        }
    } else if (ptn->cls == MT_CHAR) {
        np = 1;
        pt = (piece *)mt__bi_alloc(sizeof *pt);
        pt[0] = piece_of(ptn);
        o = NULL;
    } else if (is_cellstr(ptn)) {
        np = ptn->numel;
        pt = (piece *)mt__bi_alloc((np + 1) * sizeof *pt);
        for (k = 0; k < np; k++) {
            need_row(mt__cell_at(ptn, k));
            pt[k] = piece_of(mt__cell_at(ptn, k));
        }
        o = NULL;
    } else
        mt_error("erase: PTN must be a string or cell array of strings");
    if (str->cls == MT_CELL) {
        mt_array t = MT_ARRAY_INIT;
        mt_cell_new(&r, str->ndims, str->dims);
        for (k = 0; k < str->numel; k++) {
            const mt_array *e = mt__cell_at(str, k);
            char *s;
            need_row(e);
            s = erase_text((const char *)e->data, e->numel, pt, np, &len);
            text_array(&t, s, len);
            mt__cell_put(&r, k, &t);
            free(s);
        }
        mt_free(&t);
    } else if (str->ndims == 2 && str->dims[0] > 1) {
        /* row by row, then padded with blanks to the longest (char of a cell) */
        size_t nr = str->dims[0], nc = str->dims[1], maxl = 0, d[2];
        char **outs = (char **)mt__bi_alloc(nr * sizeof *outs);
        size_t *lens = (size_t *)mt__bi_alloc(nr * sizeof *lens);
        char *row = (char *)mt__bi_alloc(nc + 1);
        for (k = 0; k < nr; k++) {
            for (i = 0; i < nc; i++)
                row[i] = ((const char *)str->data)[k + i * nr];
            outs[k] = erase_text(row, nc, pt, np, &lens[k]);
            if (lens[k] > maxl)
                maxl = lens[k];
        }
        d[0] = nr;
        d[1] = maxl;
        mt_resize(&r, MT_CHAR, 0, 2, d);
        for (k = 0; k < nr; k++) {
            for (i = 0; i < maxl; i++)
                ((char *)r.data)[k + i * nr] = i < lens[k] ? outs[k][i] : ' ';
            free(outs[k]);
        }
        free(outs);
        free(lens);
        free(row);
    } else {
        char *s = erase_text((const char *)str->data, str->numel, pt, np, &len);
        text_array(&r, s, len);
        free(s);
    }
    free(pt);
    free(o);
    mt__bi_give(out[0], &r);
}
