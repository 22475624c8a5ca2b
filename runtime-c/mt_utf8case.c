/* mt_utf8case.c — tolower/toupper of char arrays as Octave 7's ov-ch-mat.cc: the array read
 * row by row (dimensions 1 and 2 swapped) as one UTF-8 text, each character mapped by
 * Unicode's case rules (gnulib u8_tolower/u8_toupper), written back in place. When the
 * mapped text has another length (an invalid byte, 'ı' -> 'I', 'İ' -> "i̇") Octave warns
 * and maps the bytes one by one, ASCII letters only.
 * mat2c maps Latin-1, Latin Extended-A, basic Greek and basic Cyrillic exactly; a character
 * of another block with case stops with `error: mat2c: ...`, as does Greek capital sigma
 * in tolower (its final form depends on the context). Characters without case are kept. */
#include "mt_internal.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

enum { CASE_LENGTH = -1, CASE_REFUSED = -2 };

/* Blocks with cased letters that mat2c does not map. */
static int refused_block(long c)
{
    return (c >= 0x180 && c <= 0x2AF) || (c >= 0x370 && c <= 0x385) ||
           (c >= 0x3CF && c <= 0x3FF) || (c >= 0x460 && c <= 0x52F) ||
           (c >= 0x531 && c <= 0x587) || (c >= 0x10A0 && c <= 0x10FF) ||
           (c >= 0x13A0 && c <= 0x13FF) || (c >= 0x1C80 && c <= 0x1CBF) ||
           (c >= 0x1D00 && c <= 0x1FFF) || (c >= 0x2100 && c <= 0x218F) ||
           (c >= 0x24B6 && c <= 0x24E9) || (c >= 0x2C00 && c <= 0x2D2F) ||
           (c >= 0xA640 && c <= 0xA7FF) || (c >= 0xAB70 && c <= 0xABBF) ||
           (c >= 0xFB00 && c <= 0xFB17) || (c >= 0xFF21 && c <= 0xFF5A) ||
           (c >= 0x10400 && c <= 0x1E9FF);
}

static long to_lower(long c)
{
    if (c >= 'A' && c <= 'Z')
        return c + 32;
    if (c < 0x80)
        return c;
    if ((c >= 0xC0 && c <= 0xDE && c != 0xD7) || (c >= 0x391 && c <= 0x3AB && c != 0x3A2) ||
        (c >= 0x410 && c <= 0x42F))
        return c == 0x3A3 ? CASE_REFUSED : c + 32;
    if (c == 0x130)
        return CASE_LENGTH; /* "i" and a combining dot */
    if ((c >= 0x100 && c <= 0x137 && c % 2 == 0) || (c >= 0x14A && c <= 0x177 && c % 2 == 0) ||
        (c >= 0x139 && c <= 0x148 && c % 2 == 1) || (c >= 0x179 && c <= 0x17E && c % 2 == 1))
        return c + 1;
    if (c == 0x178)
        return 0xFF;
    if (c == 0x386)
        return 0x3AC;
    if (c >= 0x388 && c <= 0x38A)
        return c + 37;
    if (c == 0x38C)
        return 0x3CC;
    if (c == 0x38E || c == 0x38F)
        return c + 63;
    if (c >= 0x400 && c <= 0x40F)
        return c + 80;
    return refused_block(c) ? CASE_REFUSED : c;
}

static long to_upper(long c)
{
    if (c >= 'a' && c <= 'z')
        return c - 32;
    if (c < 0x80)
        return c;
    if (c == 0xB5)
        return 0x39C;
    if ((c >= 0xE0 && c <= 0xFE && c != 0xF7) || (c >= 0x3B1 && c <= 0x3CB && c != 0x3C2) ||
        (c >= 0x430 && c <= 0x44F))
        return c - 32;
    if (c == 0xFF)
        return 0x178;
    if (c == 0x131 || c == 0x149 || c == 0x17F || c == 0x390 || c == 0x3B0)
        return CASE_LENGTH; /* I, ʼN, S, and Greek letters that decompose */
    if ((c >= 0x101 && c <= 0x137 && c % 2 == 1) || (c >= 0x14B && c <= 0x177 && c % 2 == 1) ||
        (c >= 0x13A && c <= 0x148 && c % 2 == 0) || (c >= 0x17A && c <= 0x17E && c % 2 == 0))
        return c - 1;
    if (c == 0x3C2)
        return 0x3A3;
    if (c == 0x3AC)
        return 0x386;
    if (c >= 0x3AD && c <= 0x3AF)
        return c - 37;
    if (c == 0x3CC)
        return 0x38C;
    if (c == 0x3CD || c == 0x3CE)
        return c - 63;
    if (c >= 0x450 && c <= 0x45F)
        return c - 80;
    return refused_block(c) ? CASE_REFUSED : c;
}

/* One UTF-8 character at s[0..n): its code point and length, or 0 when invalid. */
static size_t utf8_decode(const unsigned char *s, size_t n, long *cp)
{
    size_t len, k;
    long c;
    if (s[0] < 0x80) {
        *cp = s[0];
        return 1;
    }
    if (s[0] >= 0xC2 && s[0] <= 0xDF)
        len = 2, c = s[0] & 0x1F;
    else if (s[0] >= 0xE0 && s[0] <= 0xEF)
        len = 3, c = s[0] & 0x0F;
    else if (s[0] >= 0xF0 && s[0] <= 0xF4)
        len = 4, c = s[0] & 0x07;
    else
        return 0;
    if (len > n)
        return 0;
    for (k = 1; k < len; k++) {
        if ((s[k] & 0xC0) != 0x80)
            return 0;
        c = (c << 6) | (s[k] & 0x3F);
    }
    /* overlong forms and surrogates are invalid */
    if ((len == 3 && c < 0x800) || (len == 4 && (c < 0x10000 || c > 0x10FFFF)) ||
        (c >= 0xD800 && c <= 0xDFFF))
        return 0;
    *cp = c;
    return len;
}

int mt__utf8_valid(const unsigned char *s, size_t n)
{
    size_t i = 0, len;
    long c;
    while (i < n) {
        len = utf8_decode(s + i, n - i, &c);
        if (!len)
            return 0;
        i += len;
    }
    return 1;
}

static size_t utf8_len(long c)
{
    return c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
}

static void utf8_encode(unsigned char *o, long c)
{
    if (c < 0x80)
        o[0] = (unsigned char)c;
    else if (c < 0x800) {
        o[0] = (unsigned char)(0xC0 | (c >> 6));
        o[1] = (unsigned char)(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        o[0] = (unsigned char)(0xE0 | (c >> 12));
        o[1] = (unsigned char)(0x80 | ((c >> 6) & 0x3F));
        o[2] = (unsigned char)(0x80 | (c & 0x3F));
    } else {
        o[0] = (unsigned char)(0xF0 | (c >> 18));
        o[1] = (unsigned char)(0x80 | ((c >> 12) & 0x3F));
        o[2] = (unsigned char)(0x80 | ((c >> 6) & 0x3F));
        o[3] = (unsigned char)(0x80 | (c & 0x3F));
    }
}

/* Index in r's data of the k-th byte of the row-by-row reading. */
static size_t rowwise_at(const mt_array *r, size_t k)
{
    size_t rows = r->dims[0], cols = r->ndims > 1 ? r->dims[1] : 1, page, i, j;
    if (rows * cols == 0)
        return k;
    page = k / (rows * cols);
    k %= rows * cols;
    i = k / cols;
    j = k % cols;
    return page * rows * cols + j * rows + i;
}

void mt__case_chars(mt_array *r, int up)
{
    size_t n = r->numel, k, len = 0, step;
    unsigned char *in, *o;
    int same = 1;
    if (r->cls != MT_CHAR || n == 0)
        return;
    in = (unsigned char *)mt__bi_alloc(n);
    o = (unsigned char *)mt__bi_alloc(n);
    for (k = 0; k < n; k++)
        in[k] = ((unsigned char *)r->data)[rowwise_at(r, k)];
    for (k = 0; k < n && same; k += step) {
        long c, m;
        step = utf8_decode(in + k, n - k, &c);
        if (!step) {
            same = 0; /* gnulib writes U+FFFD: another length */
            break;
        }
        if (up && c == 0xDF) {
            /* ß -> "SS", two bytes as ß */
            o[len++] = 'S';
            o[len++] = 'S';
            continue;
        }
        m = up ? to_upper(c) : to_lower(c);
        if (m == CASE_REFUSED) {
            free(in);
            free(o);
            mt_error("mat2c: %s of the character U+%04lX is not supported",
                     up ? "toupper" : "tolower", (unsigned long)c);
        }
        if (m == CASE_LENGTH || utf8_len(m) != step) {
            same = 0;
            break;
        }
        utf8_encode(o + len, m);
        len += step;
    }
    if (same) {
        for (k = 0; k < n; k++)
            ((unsigned char *)r->data)[rowwise_at(r, k)] = o[k];
    } else {
        mt_warn("Octave:multi_byte_error", "UMAP: Possible multi-byte error.");
        for (k = 0; k < n; k++) {
            unsigned char c = ((unsigned char *)r->data)[k];
            if (c < 0x80)
                ((unsigned char *)r->data)[k] = (unsigned char)(up ? toupper(c) : tolower(c));
        }
    }
    free(in);
    free(o);
}

/* gnulib's uc_is_space beyond ASCII: the Zs, Zl, Zp characters without <noBreak>. */
static int u_space(long c)
{
    return c == 0x1680 || (c >= 0x2000 && c <= 0x2006) || (c >= 0x2008 && c <= 0x200A) ||
           c == 0x2028 || c == 0x2029 || c == 0x205F || c == 0x3000;
}

/* Octave's character class predicates of a char array (ov-ch-mat.cc with gnulib's
 * uc_is_*): the text read row by row as UTF-8, every byte of a character getting the
 * character's answer. ASCII characters are tested by `pred`. Beyond ASCII: a character is
 * upper case when it has another lower case form, lower case when it has another upper case
 * form (and ß); spaces are gnulib's; only ASCII digits are digits; other classes stop with
 * `error: mat2c: ...` (mat2c has no Unicode tables for them), as does text that is not
 * valid UTF-8 (Octave's answer for an invalid byte is not the same from run to run). */
void mt__utf8_class(uint8_t *res, const mt_array *a, const char *fn, int (*pred)(int),
                    mt_u8class kind)
{
    size_t n = a->numel, k, step, j;
    const unsigned char *data = (const unsigned char *)a->data;
    unsigned char *in = (unsigned char *)mt__bi_alloc(n + 1);
    long c = 0;
    for (k = 0; k < n; k++)
        in[k] = data[rowwise_at(a, k)];
    for (k = 0; k < n; k += step) {
        int yes = 0;
        long m;
        step = utf8_decode(in + k, n - k, &c);
        if (!step) {
            /* Octave's answer for an invalid byte varies from run to run */
            free(in);
            mt_error("mat2c: %s of text that is not valid UTF-8 is not supported", fn);
        }
        if (c < 0x80)
            yes = pred((int)c) != 0;
        else
            switch (kind) {
            case MT_U8_UPPER:
            case MT_U8_LOWER:
                m = kind == MT_U8_UPPER ? to_lower(c) : to_upper(c);
                if (m == CASE_REFUSED) {
                    free(in);
                    mt_error("mat2c: %s of the character U+%04lX is not supported", fn,
                             (unsigned long)c);
                }
                yes = m != c || (kind == MT_U8_LOWER && c == 0xDF);
                break;
            case MT_U8_SPACE:
                yes = u_space(c);
                break;
            case MT_U8_DIGIT:
                yes = 0;
                break;
            default:
                free(in);
                mt_error("mat2c: %s of non-ASCII characters is not supported", fn);
            }
        for (j = 0; j < step; j++)
            res[rowwise_at(a, k + j)] = (uint8_t)yes;
    }
    free(in);
}
