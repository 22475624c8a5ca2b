/* mt_regex.c — a small backtracking regular-expression engine for regexprep and regexp
 * (indices, and the cells of 'match', 'tokens', 'split'), following Octave's PCRE defaults:
 * '.' matches every character (dotall), '^'/'$' anchor at the string's ends, zero-length
 * matches are skipped.
 * Supported syntax: literals, '.', classes [a-z] [^...] with \d \s \w inside, \d \D \s \S
 * \w \W, escaped metacharacters, * + ? {n} {n,} {n,m} (greedy, or lazy with a trailing ?),
 * '^' '$', groups (...) and (?:...), alternation '|', \0 (a NUL: Octave writes a NUL of the
 * pattern so). Anything else (lookaround, backreferences, named groups, inline options,
 * possessive quantifiers) is reported as unsupported rather than matched differently. */
#include "mt_internal.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>


#define RX_MAXGROUPS 10
#define RX_INF 0x7fffffff

typedef enum { A_CHAR, A_ANY, A_CLASS, A_GROUP, A_BOL, A_EOL } atom_kind;

struct rx_alt;

typedef struct rx_piece {
    atom_kind kind;
    unsigned char ch;
    unsigned char set[256];
    int neg; /* a negated class [^...] */
    struct rx_alt *group;
    int gidx; /* capture index, 0 for (?:...) */
    int min, max, lazy;
} rx_piece;

typedef struct rx_seq {
    rx_piece *items;
    int n, cap;
} rx_seq;

typedef struct rx_alt {
    rx_seq *branches;
    int n, cap;
} rx_alt;

typedef struct rx {
    rx_alt *top;
    int ngroups;
    int icase;
    const unsigned char *s;
    size_t len;
    long cap_s[RX_MAXGROUPS], cap_e[RX_MAXGROUPS];
    long steps;
    char gname[RX_MAXGROUPS][64]; /* names of (?<name>...) groups, "" for unnamed ones */
    /* the blocks of one call, held while it runs (rx_open): a caught error frees them */
    char *str, *pat, *rep;
    struct rx_hit *h;
} rx;

static void *rx_alloc(size_t n)
{
    void *p = calloc(1, n ? n : 1);
    if (!p)
        mt_error("out of memory or dimension too large for Octave's index type");
    return p;
}

static void unsupported(const char *what)
{
    mt_error("mat2c: regular expression %s is not supported", what);
}

/* ---- parsing ---- */

typedef struct parser {
    const char *p;
    const char *start; /* the pattern: error positions count from here */
    const char *fn;    /* "regexp" or "regexprep", for the messages */
    rx *re;
} parser;

static void parse_alt(parser *ps, rx_alt **slot);

/* PCRE's compile error, as Octave reports it: the offset is where PCRE stopped. */
static void parse_fail(const parser *ps, const char *what, const char *at)
{
    mt_error("%s: %s at position %d of expression", ps->fn, what, (int)(at - ps->start));
}

static void class_escape(unsigned char *set, char e, int *ok)
{
    int c;
    *ok = 1;
    switch (e) {
    case 'd': for (c = '0'; c <= '9'; c++) set[c] = 1; break;
    case 's': set[' '] = set['\t'] = set['\n'] = set['\r'] = set['\f'] = set['\v'] = 1; break;
    case 'w':
        for (c = 0; c < 256; c++)
            if (isalnum(c) || c == '_')
                set[c] = 1;
        break;
    default: *ok = 0;
    }
}

static unsigned char simple_escape(char e)
{
    switch (e) {
    case 'n': return '\n';
    case 't': return '\t';
    case 'r': return '\r';
    case 'f': return '\f';
    case 'v': return '\v';
    case 'a': return '\a';
    case 'e': return 27;
    case '0': return 0; /* a NUL (rx_compile refuses \0 followed by octal digits) */
    default:
        if (isalnum((unsigned char)e))
            unsupported("escape sequence");
        return (unsigned char)e;
    }
}

static void parse_class(parser *ps, rx_piece *pc)
{
    int neg = 0, first = 1, c;
    unsigned char set[256];
    memset(set, 0, sizeof set);
    if (*ps->p == '^') {
        neg = 1;
        ps->p++;
    }
    while (*ps->p && (*ps->p != ']' || first)) {
        unsigned char lo;
        int ok;
        first = 0;
        if (*ps->p == '[' && ps->p[1] == ':')
            unsupported("POSIX class");
        if (*ps->p == '\\') {
            char e = ps->p[1];
            if (!e)
                break;
            ps->p += 2;
            class_escape(set, e, &ok);
            if (ok)
                continue;
            if (e == 'D' || e == 'S' || e == 'W') {
                unsigned char t[256];
                memset(t, 0, sizeof t);
                class_escape(t, (char)tolower((unsigned char)e), &ok);
                for (c = 0; c < 256; c++)
                    if (!t[c])
                        set[c] = 1;
                continue;
            }
            lo = simple_escape(e);
        } else
            lo = (unsigned char)*ps->p++;
        if (*ps->p == '-' && ps->p[1] && ps->p[1] != ']') {
            unsigned char hi;
            ps->p++;
            if (*ps->p == '\\') {
                hi = simple_escape(ps->p[1]);
                ps->p += 2;
            } else
                hi = (unsigned char)*ps->p++;
            for (c = lo; c <= hi; c++)
                set[c] = 1;
        } else
            set[lo] = 1;
    }
    if (*ps->p != ']')
        parse_fail(ps, "missing terminating ] for character class", ps->p);
    ps->p++;
    /* negated at match time: under 'ignorecase' the case variants join the set first */
    memcpy(pc->set, set, sizeof set);
    pc->neg = neg;
}

static int parse_int(parser *ps, int *v)
{
    int n = 0, any = 0;
    while (isdigit((unsigned char)*ps->p)) {
        n = n * 10 + (*ps->p++ - '0');
        any = 1;
    }
    *v = n;
    return any;
}

/* A new piece at the end of sq: it is in the tree (freed with it) before it is parsed. */
static rx_piece *push_piece(rx_seq *sq)
{
    rx_piece *pc;
    if (sq->n == sq->cap) {
        rx_piece *grown =
            (rx_piece *)realloc(sq->items, (size_t)(sq->cap ? 2 * sq->cap : 4) * sizeof *grown);
        if (!grown)
            mt_error("out of memory or dimension too large for Octave's index type");
        sq->items = grown;
        sq->cap = sq->cap ? 2 * sq->cap : 4;
    }
    pc = &sq->items[sq->n++];
    memset(pc, 0, sizeof *pc);
    pc->min = pc->max = 1;
    return pc;
}

static void parse_seq(parser *ps, rx_seq *sq)
{
    while (*ps->p && *ps->p != '|' && *ps->p != ')') {
        /* nested groups parse into other sequences: this one (and pc) stays put */
        rx_piece *pc = push_piece(sq);
        const char *q;
        int c;
        c = (unsigned char)*ps->p++;
        switch (c) {
        case '.': pc->kind = A_ANY; break;
        case '^': pc->kind = A_BOL; break;
        case '$': pc->kind = A_EOL; break;
        case '[':
            pc->kind = A_CLASS;
            parse_class(ps, pc);
            break;
        case '(':
            pc->kind = A_GROUP;
            if (*ps->p == '?' && ps->p[1] == '<' && ps->p[2] != '=' && ps->p[2] != '!') {
                /* a named group (?<name>...): a capture group with a name */
                const char *nm = ps->p + 2, *end = strchr(nm, '>');
                if (!end || end == nm || end - nm >= 64)
                    unsupported("group syntax (?<...)");
                if (ps->re->ngroups + 1 >= RX_MAXGROUPS)
                    unsupported("with more than 9 groups");
                pc->gidx = ++ps->re->ngroups;
                memcpy(ps->re->gname[pc->gidx], nm, (size_t)(end - nm));
                ps->re->gname[pc->gidx][end - nm] = '\0';
                ps->p = end + 1;
            } else if (*ps->p == '?') {
                if (ps->p[1] != ':')
                    unsupported("group syntax (?...)");
                ps->p += 2;
            } else {
                if (ps->re->ngroups + 1 >= RX_MAXGROUPS)
                    unsupported("with more than 9 groups");
                pc->gidx = ++ps->re->ngroups;
            }
            parse_alt(ps, &pc->group);
            if (*ps->p != ')')
                parse_fail(ps, "missing )", ps->p);
            ps->p++;
            break;
        case '\\': {
            char e = *ps->p;
            int ok;
            if (!e)
                parse_fail(ps, "\\ at end of pattern", ps->p);
            ps->p++;
            if (isdigit((unsigned char)e) && e != '0')
                unsupported("backreference");
            if (e == 'b' || e == 'B' || e == 'A' || e == 'z' || e == 'Z' || e == 'G' ||
                e == '<' || e == '>')
                unsupported("assertion");
            pc->kind = A_CLASS;
            class_escape(pc->set, (char)tolower((unsigned char)e), &ok);
            if (ok && (e == 'D' || e == 'S' || e == 'W'))
                for (c = 0; c < 256; c++)
                    pc->set[c] = (unsigned char)!pc->set[c];
            else if (!ok) {
                pc->kind = A_CHAR;
                pc->ch = simple_escape(e);
            }
            break;
        }
        case '*': case '+': case '?':
            parse_fail(ps, "nothing to repeat", ps->p - 1);
            break;
        default:
            pc->kind = A_CHAR;
            pc->ch = (unsigned char)c;
        }
        /* quantifier */
        q = ps->p;
        if (*q == '*' || *q == '+' || *q == '?') {
            pc->min = *q == '+' ? 1 : 0;
            pc->max = *q == '?' ? 1 : RX_INF;
            ps->p++;
        } else if (*q == '{' && isdigit((unsigned char)q[1])) {
            int lo, hi;
            ps->p++;
            parse_int(ps, &lo);
            hi = lo;
            if (*ps->p == ',') {
                ps->p++;
                if (!parse_int(ps, &hi))
                    hi = RX_INF;
            }
            if (*ps->p == '}') {
                ps->p++;
                pc->min = lo;
                pc->max = hi;
            } else
                ps->p = q; /* not a quantifier: PCRE reads the '{' as itself */
        }
        if (ps->p != q) {
            if (pc->kind == A_BOL || pc->kind == A_EOL)
                unsupported("quantified anchor");
            if (*ps->p == '?') {
                pc->lazy = 1;
                ps->p++;
            } else if (*ps->p == '+')
                unsupported("possessive quantifier");
        }
    }
}

/* The alternation at ps into *slot, linked there before its branches are parsed: a parse
 * error leaves every block reachable from the tree's root (rx_drop frees them). */
static void parse_alt(parser *ps, rx_alt **slot)
{
    rx_alt *a = (rx_alt *)rx_alloc(sizeof(rx_alt));
    *slot = a;
    for (;;) {
        if (a->n == a->cap) {
            rx_seq *grown =
                (rx_seq *)realloc(a->branches, (size_t)(a->cap ? 2 * a->cap : 2) * sizeof *grown);
            if (!grown)
                mt_error("out of memory or dimension too large for Octave's index type");
            a->branches = grown;
            a->cap = a->cap ? 2 * a->cap : 2;
        }
        memset(&a->branches[a->n], 0, sizeof(rx_seq));
        a->n++;
        parse_seq(ps, &a->branches[a->n - 1]);
        if (*ps->p != '|')
            break;
        ps->p++;
    }
}

static void free_alt(rx_alt *a)
{
    int i, j;
    if (!a)
        return;
    for (i = 0; i < a->n; i++) {
        for (j = 0; j < a->branches[i].n; j++)
            free_alt(a->branches[i].items[j].group);
        free(a->branches[i].items);
    }
    free(a->branches);
    free(a);
}

/* ---- matching: backtracking with explicit continuations ---- */

typedef enum { K_SEQ, K_REPEAT, K_CLOSE, K_DONE } cont_kind;

typedef struct cont {
    cont_kind kind;
    const rx_seq *seq;  /* K_SEQ: continue seq at idx; K_REPEAT: the piece's sequence */
    int idx;
    int count;          /* K_REPEAT: repetitions done */
    size_t start;       /* K_REPEAT: where the last repetition began; K_CLOSE: group start */
    int gidx;           /* K_CLOSE */
    const struct cont *next;
    size_t *end;        /* K_DONE: where the match ends */
} cont;

static int m_seq(rx *re, const rx_seq *sq, int i, size_t pos, const cont *k);
static int m_piece(rx *re, const rx_seq *sq, int i, int count, size_t pos, const cont *k);

static int m_cont(rx *re, const cont *k, size_t pos)
{
    switch (k->kind) {
    case K_SEQ: return m_seq(re, k->seq, k->idx, pos, k->next);
    case K_REPEAT:
        /* a repetition that consumed nothing ends the loop (no infinite empty repeats) */
        if (pos == k->start)
            return m_seq(re, k->seq, k->idx + 1, pos, k->next);
        return m_piece(re, k->seq, k->idx, k->count, pos, k->next);
    case K_CLOSE: {
        long os = re->cap_s[k->gidx], oe = re->cap_e[k->gidx];
        re->cap_s[k->gidx] = (long)k->start;
        re->cap_e[k->gidx] = (long)pos;
        if (m_cont(re, k->next, pos))
            return 1;
        re->cap_s[k->gidx] = os;
        re->cap_e[k->gidx] = oe;
        return 0;
    }
    case K_DONE: *k->end = pos; return 1;
    }
    return 0;
}

static int eq_ch(const rx *re, unsigned char a, unsigned char b)
{
    return re->icase ? tolower(a) == tolower(b) : a == b;
}

/* Match one occurrence of a non-group atom at pos. */
static int m_atom(const rx *re, const rx_piece *pc, size_t pos)
{
    unsigned char c;
    if (pos >= re->len)
        return 0;
    c = re->s[pos];
    switch (pc->kind) {
    case A_CHAR: return eq_ch(re, c, pc->ch);
    case A_ANY: return 1;
    case A_CLASS:
        return (pc->set[c] || (re->icase && (pc->set[tolower(c)] || pc->set[toupper(c)]))) !=
               pc->neg;
    default: return 0;
    }
}

/* One more repetition of group piece i (count done so far), then its continuation. */
static int m_group_once(rx *re, const rx_seq *sq, int i, int count, size_t pos, const cont *k)
{
    const rx_piece *pc = &sq->items[i];
    cont rep, close;
    int b;
    rep.kind = K_REPEAT;
    rep.seq = sq;
    rep.idx = i;
    rep.count = count + 1;
    rep.start = pos;
    rep.next = k;
    close.kind = K_CLOSE;
    close.gidx = pc->gidx;
    close.start = pos;
    close.next = &rep;
    for (b = 0; b < pc->group->n; b++)
        if (m_seq(re, &pc->group->branches[b], 0, pos, pc->gidx ? &close : &rep))
            return 1;
    return 0;
}

static int m_piece(rx *re, const rx_seq *sq, int i, int count, size_t pos, const cont *k)
{
    const rx_piece *pc = &sq->items[i];
    if (++re->steps > 50000000L)
        mt_error("mat2c: regular expression too complex (backtracking limit)");
    if (pc->kind == A_GROUP) {
        if (count < pc->min)
            return m_group_once(re, sq, i, count, pos, k);
        if (pc->lazy) {
            if (m_seq(re, sq, i + 1, pos, k))
                return 1;
            return count < pc->max && m_group_once(re, sq, i, count, pos, k);
        }
        if (count < pc->max && m_group_once(re, sq, i, count, pos, k))
            return 1;
        return m_seq(re, sq, i + 1, pos, k);
    }
    /* simple atoms: count how many can match, then try the rest longest (or shortest) first */
    {
        size_t n = 0, j;
        long lim = pc->max;
        while ((long)n < lim && m_atom(re, pc, pos + n))
            n++;
        if ((long)n < pc->min)
            return 0;
        if (pc->lazy) {
            for (j = (size_t)pc->min; j <= n; j++)
                if (m_seq(re, sq, i + 1, pos + j, k))
                    return 1;
        } else {
            for (j = n + 1; j-- > (size_t)pc->min;)
                if (m_seq(re, sq, i + 1, pos + j, k))
                    return 1;
        }
        return 0;
    }
}

static int m_seq(rx *re, const rx_seq *sq, int i, size_t pos, const cont *k)
{
    const rx_piece *pc;
    if (i == sq->n)
        return m_cont(re, k, pos);
    pc = &sq->items[i];
    switch (pc->kind) {
    case A_BOL: return pos == 0 && m_seq(re, sq, i + 1, pos, k);
    case A_EOL:
        return (pos == re->len || (pos + 1 == re->len && re->s[pos] == '\n')) &&
               m_seq(re, sq, i + 1, pos, k);
    default: return m_piece(re, sq, i, 0, pos, k);
    }
}

/* Match at exactly pos; on success *end is the match end and the captures are set. */
static int rx_match_at(rx *re, size_t pos, size_t *end)
{
    cont done;
    int b, g;
    done.kind = K_DONE;
    done.end = end;
    for (g = 0; g < RX_MAXGROUPS; g++)
        re->cap_s[g] = re->cap_e[g] = -1;
    for (b = 0; b < re->top->n; b++)
        if (m_seq(re, &re->top->branches[b], 0, pos, &done))
            return 1;
    return 0;
}

/* ---- driver: Octave's match loop ---- */

typedef struct rx_hit {
    size_t s, e;
    long cs[RX_MAXGROUPS], ce[RX_MAXGROUPS];
} rx_hit;

/* Whether group g of hit h is one of its tokens, as Octave's lo-regexp.cc keeps them: it
 * took part in the match, ends after the subject's start, and its extent differs from the
 * group before it (a group nested alone in another, `((ab))`, counts once). */
static int rx_token_kept(const rx_hit *h, int g)
{
    return h->cs[g] >= 0 && h->ce[g] > 0 &&
           (g == 1 || h->cs[g] != h->cs[g - 1] || h->ce[g] != h->ce[g - 1]);
}

/* Every match of re in s (only the first with once), skipping zero-length matches, into
 * re->h (kept there: the backtracking limit may raise half-way). */
static rx_hit *rx_all(rx *re, int once, size_t *nhits)
{
    size_t n = 0, cap = 0, idx = 0;
    while (idx <= re->len) {
        size_t st, end = 0;
        int found = 0;
        for (st = idx; st <= re->len; st++)
            if (rx_match_at(re, st, &end)) {
                found = 1;
                break;
            }
        if (!found)
            break;
        if (end <= st) {
            idx = st + 1;
            if (idx < re->len)
                continue;
            break;
        }
        if (n == cap) {
            rx_hit *grown = (rx_hit *)realloc(re->h, (cap ? 2 * cap : 8) * sizeof *grown);
            if (!grown)
                mt_error("out of memory or dimension too large for Octave's index type");
            re->h = grown;
            cap = cap ? 2 * cap : 8;
        }
        re->h[n].s = st;
        re->h[n].e = end;
        memcpy(re->h[n].cs, re->cap_s, sizeof re->cap_s);
        memcpy(re->h[n].ce, re->cap_e, sizeof re->cap_e);
        n++;
        idx = end;
        if (once || idx >= re->len)
            break;
    }
    *nhits = n;
    return re->h;
}

/* An option fn does not take: o freed before the error leaves. */
static void bad_option(const char *fn, char *o)
{
    char msg[160];
    snprintf(msg, sizeof msg, "mat2c: %s option '%s' is not supported", fn, o);
    free(o);
    mt_error("%s", msg);
}

/* Options after the fixed arguments: 'once', 'ignorecase', 'matchcase'. */
static void rx_options(const char *fn, int nargs, const mt_arg *args, int first, int *once,
                       int *icase)
{
    int k;
    for (k = first; k < nargs; k++) {
        char *o;
        if (!args[k].a || args[k].a->cls != MT_CHAR)
            mt_error("%s: all optional arguments must be strings", fn);
        o = mt__bi_cstr(args[k].a);
        if (!strcmp(o, "once"))
            *once = 1;
        else if (!strcmp(o, "ignorecase"))
            *icase = 1;
        else if (!strcmp(o, "matchcase"))
            *icase = 0;
        else
            bad_option(fn, o);
        free(o);
    }
}

static char *char_arg(const char *fn, const char *what, const mt_arg *g)
{
    if (!g->a || g->a->cls != MT_CHAR || g->a->ndims != 2 || g->a->dims[0] > 1)
        mt_error("mat2c: %s with a %s that is not a char row is not supported", fn, what);
    return mt__bi_cstr(g->a);
}

/* The pattern of the char row a as a C string: a NUL in it becomes the escape \0, as
 * Octave's lo-regexp.cc writes it for PCRE. */
static char *pattern_arg(const char *fn, const mt_arg *g)
{
    char *p = char_arg(fn, "pattern", g), *q;
    size_t n = g->a->numel, i, k = 0;
    for (i = 0; i + 1 < n; i++)
        if (p[i] == '\\') {
            if (p[++i] == '0' && i + 1 < n && p[i + 1] >= '0' && p[i + 1] <= '7') {
                free(p);
                unsupported("octal escape");
            }
        }
    q = (char *)rx_alloc(2 * n + 1);
    for (i = 0; i < n; i++) {
        if (p[i] == '\\' && i + 1 < n) {
            q[k++] = p[i++];
            q[k++] = p[i] ? p[i] : '0';
        } else if (p[i] == 0) {
            q[k++] = '\\';
            q[k++] = '0';
        } else
            q[k++] = p[i];
    }
    q[k] = 0;
    free(p);
    return q;
}

static void rx_drop(void *p)
{
    rx *re = (rx *)p;
    free_alt(re->top);
    free(re->h);
    free(re->str);
    free(re->pat);
    free(re->rep);
    free(re);
}

/* The state of one regexp/regexprep call, held until rx_close. */
static rx *rx_open(void)
{
    rx *re = (rx *)rx_alloc(sizeof *re);
    mt__hold_with(re, rx_drop);
    return re;
}

static void rx_close(rx *re)
{
    mt__unhold(re);
    rx_drop(re);
}

/* Compiles re->pat (fn names the caller in PCRE's error messages). */
static void rx_compile(rx *re, const char *fn)
{
    parser ps;
    ps.p = ps.start = re->pat;
    ps.fn = fn;
    ps.re = re;
    parse_alt(&ps, &re->top);
    if (*ps.p == ')')
        parse_fail(&ps, "unmatched parentheses", ps.p);
}

/* The escape \e of a replacement starting at rep[*k] (just past the backslash), as Octave's
 * do_regexp_rep_string_escapes: control letters and up to 3 octal digits; any other
 * character stands for itself. */
static char rep_escape(const char *rep, size_t rl, size_t *k)
{
    char e = rep[*k];
    int v, n;
    switch (e) {
    case 'a': return '\a';
    case 'b': return '\b';
    case 'f': return '\f';
    case 'n': return '\n';
    case 'r': return '\r';
    case 't': return '\t';
    case 'v': return '\v';
    default: break;
    }
    if (e < '0' || e > '7')
        return e;
    v = e - '0';
    for (n = 1; n < 3 && *k + 1 < rl && rep[*k + 1] >= '0' && rep[*k + 1] <= '7'; n++)
        v = v * 8 + (rep[++*k] - '0');
    return (char)v;
}

/* regexprep of one string, pattern and replacement (args[3..] the options) into *o. */
/* Octave's regexp::match refuses a subject that is not UTF-8, after compiling the pattern. */
static void utf8_subject(const char *who, const mt_array *s)
{
    if (!mt__utf8_valid((const unsigned char *)s->data, s->numel))
        mt_error("%s: the input string is invalid UTF-8", who);
}

static void rx_replace(mt_array *o, int nargs, const mt_arg *args)
{
    mt_array r = MT_ARRAY_INIT;
    char *str, *rep;
    rx *re = rx_open();
    rx_hit *h;
    size_t nh, i, k, len = 0, cap, rl, prev = 0;
    int once = 0, icase = 0;
    char *buf;
    str = re->str = char_arg("regexprep", "string", &args[0]);
    re->pat = pattern_arg("regexprep", &args[1]);
    rep = re->rep = char_arg("regexprep", "replacement", &args[2]);
    rx_options("regexprep", nargs, args, 3, &once, &icase);
    rx_compile(re, "regexprep");
    utf8_subject("regexprep", args[0].a);
    re->icase = icase;
    re->s = (const unsigned char *)str;
    re->len = args[0].a->numel;
    h = rx_all(re, once, &nh);
    if (nh == 0) {
        /* no match: the string itself, shape included */
        mt_copy(&r, args[0].a);
        rx_close(re);
        mt__bi_give(o, &r);
        return;
    }
    rl = args[2].a->numel;
    cap = re->len + 1;
    for (i = 0; i < nh; i++)
        cap += rl * re->len + rl + 1;
    buf = (char *)rx_alloc(cap + 1);
    for (i = 0; i < nh; i++) {
        memcpy(buf + len, str + prev, h[i].s - prev);
        len += h[i].s - prev;
        for (k = 0; k < rl; k++) {
            char c = rep[k];
            if (c == '$' && k + 1 < rl && isdigit((unsigned char)rep[k + 1])) {
                int g = rep[++k] - '0', t;
                if (g == 0) {
                    /* Octave 7's lo-regexp.cc copies the match's length from its last
                     * character on (the match itself only when it is one character); past
                     * the subject's end std::string gives its NUL */
                    size_t at = h[i].e - 1, q;
                    for (q = 0; q < h[i].e - h[i].s; q++)
                        buf[len++] = at + q < re->len ? str[at + q] : 0;
                } else {
                    /* $g is the g-th token that regexp would report, not group g */
                    for (t = 1; t <= re->ngroups; t++)
                        if (rx_token_kept(&h[i], t) && --g == 0) {
                            size_t gl = (size_t)(h[i].ce[t] - h[i].cs[t]);
                            memcpy(buf + len, str + h[i].cs[t], gl);
                            len += gl;
                            break;
                        }
                }
            } else if (c == '\\' && k + 1 < rl) {
                k++;
                buf[len++] = rep_escape(rep, rl, &k);
            } else
                buf[len++] = c;
        }
        prev = h[i].e;
    }
    memcpy(buf + len, str + prev, re->len - prev);
    len += re->len - prev;
    {
        size_t d[2];
        d[0] = len ? 1 : 0; /* an emptied string is 0x0 */
        d[1] = len;
        mt_resize(&r, MT_CHAR, 0, 2, d);
        if (len)
            memcpy(r.data, buf, len);
    }
    free(buf);
    rx_close(re);
    mt__bi_give(o, &r);
}

/* With cells (Octave's regexprep): each string of a cell `str` on its own; a cell of
 * patterns applied one after another, each with the replacement of its position (or the one
 * replacement); the result a cell of str's size when str is a cell, else a string. */
BI(regexprep)
{
    const mt_array *c[3];
    size_t n[3], i, j, steps = 1;
    mt_array *r, *cur; /* held: a pattern error in a later element frees them */
    mt_arg *a;
    int k;
    (void)nout;
    for (k = 0; k < 3; k++) {
        c[k] = args[k].a && args[k].a->cls == MT_CELL ? args[k].a : NULL;
        n[k] = c[k] ? c[k]->numel : 1;
    }
    if (!c[0] && !c[1] && !c[2]) {
        rx_replace(out[0], nargs, args);
        return;
    }
    if (n[1] != 1) {
        steps = n[1];
        if (n[2] != 1 && !(c[1]->ndims == c[2]->ndims &&
                           !memcmp(c[1]->dims, c[2]->dims, c[1]->ndims * sizeof(size_t))))
            mt_error("regexprep: inconsistent cell array dimensions");
    } else if (n[2] != 1)
        steps = n[2];
    a = (mt_arg *)rx_alloc((size_t)nargs * sizeof(mt_arg));
    mt__hold(a);
    memcpy(a, args, (size_t)nargs * sizeof(mt_arg));
    r = mt__held_new();
    cur = mt__held_new();
    if (c[0])
        mt_cell_new(r, c[0]->ndims, c[0]->dims);
    for (i = 0; i < n[0]; i++) {
        mt_copy(cur, c[0] ? mt__cell_at(c[0], i) : args[0].a);
        for (j = 0; j < steps; j++) {
            mt_array next = MT_ARRAY_INIT;
            a[0].a = cur;
            a[0].s = 0;
            if (c[1])
                a[1].a = mt__cell_at(c[1], n[1] == 1 ? 0 : j);
            if (c[2])
                a[2].a = mt__cell_at(c[2], n[2] == 1 ? 0 : j);
            rx_replace(&next, nargs, a);
            mt__bi_give(cur, &next);
        }
        if (c[0])
            mt__cell_put(r, i, cur);
        else
            mt__bi_give(r, cur);
    }
    mt__held_give(out[0], r);
    mt__held_drop(cur);
    mt__release(a);
}

/* A char row holding s[0..n), 0x0 when empty (as Octave's strings from regexp are). */
static void rx_chars(mt_array *r, const char *s, size_t n)
{
    size_t d[2];
    d[0] = n ? 1 : 0;
    d[1] = n;
    mt_resize(r, MT_CHAR, 0, 2, d);
    if (n)
        memcpy(r->data, s, n);
}

/* The results regexp can give, in Octave's default order. */
enum { R_START, R_END, R_TE, R_MATCH, R_TOKENS, R_NAMES, R_SPLIT, R_COUNT };
static const char *const rx_result_names[R_COUNT] = {"start", "end", "tokenextents", "match",
                                                     "tokens", "names", "split"};

/* The tokens of hit h (rx_token_kept), as a 1xK cell (Kx1 with once). */
static void rx_tokens(mt_array *r, const rx *re, const rx_hit *h, const char *str, int once)
{
    mt_array t = MT_ARRAY_INIT;
    size_t d[2], k = 0;
    int g, n = 0;
    for (g = 1; g <= re->ngroups; g++)
        n += rx_token_kept(h, g);
    d[0] = once ? (size_t)n : 1;
    d[1] = once ? (n ? 1 : 0) : (size_t)n;
    mt_cell_new(r, 2, d);
    for (g = 1; g <= re->ngroups; g++)
        if (rx_token_kept(h, g)) {
            rx_chars(&t, str + h->cs[g], (size_t)(h->ce[g] - h->cs[g]));
            mt__cell_put(r, k++, &t);
        }
    mt_free(&t);
}

/* The token extents of hit h: a Kx2 double matrix of the 1-based first and last index of
 * each token (0x2 when it has none). */
static void rx_token_extents(mt_array *r, const rx *re, const rx_hit *h)
{
    size_t d[2], k = 0;
    int g, n = 0;
    for (g = 1; g <= re->ngroups; g++)
        n += rx_token_kept(h, g);
    d[0] = (size_t)n;
    d[1] = 2;
    mt_resize(r, MT_DOUBLE, 0, 2, d);
    for (g = 1; g <= re->ngroups; g++)
        if (rx_token_kept(h, g)) {
            ((double *)r->data)[k] = (double)(h->cs[g] + 1);
            ((double *)r->data)[k + (size_t)n] = (double)h->ce[g];
            k++;
        }
}

/* The 'names' result: a struct with one field per named group holding its text in each
 * match (a 1xN struct array for N matches, 0x0 for none, '' for a group that took no part);
 * a 1xN struct array without fields when the pattern names no group. */
static void rx_names(mt_array *r, const rx *re, const rx_hit *h, size_t nh, const char *str,
                     int once)
{
    mt_arg args[2 * RX_MAXGROUPS];
    mt_array keys[RX_MAXGROUPS], vals[RX_MAXGROUPS], t = MT_ARRAY_INIT;
    size_t n = once && nh > 1 ? 1 : nh, i, d[2];
    int g, k = 0;
    memset(args, 0, sizeof args); /* none used when no group is named */
    for (g = 1; g <= re->ngroups; g++) {
        mt_array z = MT_ARRAY_INIT;
        int g2, seen = 0;
        if (!re->gname[g][0])
            continue;
        for (g2 = 1; g2 < g; g2++)
            seen |= strcmp(re->gname[g2], re->gname[g]) == 0;
        if (seen)
            continue; /* a name used again (in another alternative) is one field */
        keys[k] = z;
        vals[k] = z;
        mt_from_string(&keys[k], re->gname[g]);
        d[0] = n ? 1 : 0;
        d[1] = n;
        mt_cell_new(&vals[k], 2, d);
        for (i = 0; i < n; i++) {
            /* the text of the last group of this name that took part in the match */
            int got = 0;
            for (g2 = re->ngroups; g2 >= g && !got; g2--)
                if (h[i].cs[g2] >= 0 && strcmp(re->gname[g2], re->gname[g]) == 0) {
                    rx_chars(&t, str + h[i].cs[g2], (size_t)(h[i].ce[g2] - h[i].cs[g2]));
                    got = 1;
                }
            if (!got) {
                size_t e[2] = {0, 0};
                mt_resize(&t, MT_CHAR, 0, 2, e);
            }
            mt__cell_put(&vals[k], i, &t);
        }
        args[2 * k].a = &keys[k];
        args[2 * k].s = 0;
        args[2 * k + 1].a = &vals[k];
        args[2 * k + 1].s = 0;
        k++;
    }
    if (k)
        mt_struct_new(r, 2 * k, args);
    else { /* no named group: a 1xN struct array without fields (0x0 for no match) */
        d[0] = n ? 1 : 0;
        d[1] = n;
        mt__struct_make(r, 2, d, 0, NULL);
    }
    for (g = 0; g < k; g++) {
        mt_free(&keys[g]);
        mt_free(&vals[g]);
    }
    mt_free(&t);
}

/* One result of regexp: the indices, the token extents, the match, tokens, names or split. */
static void rx_result(mt_array *r, int kind, const rx *re, const rx_hit *h, size_t nh,
                      const char *str, const mt_array *s_arg, int once)
{
    mt_array t = MT_ARRAY_INIT;
    size_t d[2], i, prev = 0;
    switch (kind) {
    case R_START:
    case R_END:
        if (once && nh == 0)
            d[0] = d[1] = 0;
        else {
            d[0] = 1;
            d[1] = nh;
        }
        mt_resize(r, MT_DOUBLE, 0, 2, d);
        for (i = 0; i < nh; i++)
            ((double *)r->data)[i] = kind == R_START ? (double)(h[i].s + 1) : (double)h[i].e;
        break;
    case R_MATCH:
        if (once) {
            rx_chars(r, nh ? str + h[0].s : "", nh ? h[0].e - h[0].s : 0);
            break;
        }
        d[0] = 1;
        d[1] = nh;
        mt_cell_new(r, 2, d);
        for (i = 0; i < nh; i++) {
            rx_chars(&t, str + h[i].s, h[i].e - h[i].s);
            mt__cell_put(r, i, &t);
        }
        break;
    case R_TOKENS:
        if (once) {
            if (nh)
                rx_tokens(r, re, &h[0], str, 1);
            else {
                d[0] = d[1] = 0;
                mt_cell_new(r, 2, d);
            }
            break;
        }
        d[0] = 1;
        d[1] = nh;
        mt_cell_new(r, 2, d);
        for (i = 0; i < nh; i++) {
            rx_tokens(&t, re, &h[i], str, 0);
            mt__cell_put(r, i, &t);
        }
        break;
    case R_SPLIT:
        if (once && nh == 0) {
            mt_copy(r, s_arg);
            break;
        }
        d[0] = 1;
        d[1] = nh + 1;
        mt_cell_new(r, 2, d);
        for (i = 0; i < nh; i++) {
            rx_chars(&t, str + prev, h[i].s - prev);
            mt__cell_put(r, i, &t);
            prev = h[i].e;
        }
        rx_chars(&t, str + prev, re->len - prev);
        mt__cell_put(r, nh, &t);
        break;
    case R_NAMES:
        rx_names(r, re, h, nh, str, once);
        break;
    default: /* R_TE */
        if (once) {
            if (nh)
                rx_token_extents(r, re, &h[0]);
            else {
                d[0] = d[1] = 0;
                mt_resize(r, MT_DOUBLE, 0, 2, d);
            }
            break;
        }
        d[0] = 1;
        d[1] = nh;
        mt_cell_new(r, 2, d);
        for (i = 0; i < nh; i++) {
            rx_token_extents(&t, re, &h[i]);
            mt__cell_put(r, i, &t);
        }
    }
    mt_free(&t);
}

/* [...] = regexp (str, pat, ...): the results named by the options first, in their order,
 * then the others in Octave's default order (start, end, te, match, tokens, names, split). */
/* regexp of one string and one pattern (args[2..] the options). */
static void rx_match_one(const char *who, int nout, mt_array *const *out, int nargs,
                         const mt_arg *args)
{
    char *str;
    rx *re = rx_open();
    rx_hit *h;
    size_t nh;
    int once = 0, icase = 0, order[R_COUNT], chosen[R_COUNT] = {0}, norder = 0, k, j;
    str = re->str = char_arg(who, "string", &args[0]);
    re->pat = pattern_arg(who, &args[1]);
    for (k = 2; k < nargs; k++) {
        char *o;
        int found = -1;
        if (!args[k].a || args[k].a->cls != MT_CHAR)
            mt_error("%s: all optional arguments must be strings", who);
        o = mt__bi_cstr(args[k].a);
        for (j = 0; j < R_COUNT; j++) {
            size_t n;
            const char *p = rx_result_names[j];
            for (n = 0; o[n] && tolower((unsigned char)o[n]) == p[n]; n++)
                ;
            if (!o[n] && !p[n])
                found = j;
        }
        if (found >= 0) {
            if (!chosen[found]) {
                chosen[found] = 1;
                order[norder++] = found;
            }
        } else if (!strcmp(o, "once"))
            once = 1;
        else if (!strcmp(o, "ignorecase"))
            icase = 1;
        else if (!strcmp(o, "matchcase"))
            icase = 0;
        else
            bad_option(who, o);
        free(o);
    }
    for (j = 0; j < R_COUNT; j++)
        if (!chosen[j])
            order[norder++] = j;
    rx_compile(re, who);
    utf8_subject(who, args[0].a);
    re->icase = icase;
    re->s = (const unsigned char *)str;
    re->len = args[0].a->numel;
    h = rx_all(re, once, &nh);
    for (k = 0; k < (nout > 1 ? nout : 1); k++) {
        mt_array r = MT_ARRAY_INIT;
        rx_result(&r, order[k], re, h, nh, str, args[0].a, once);
        mt__bi_give(out[k], &r);
    }
    rx_close(re);
}

/* With cells (Octave's octcellregexp): each output a cell of the outputs for each string
 * of a cell `str` (one pattern, or the pattern of the same position), or for each pattern
 * of a cell of patterns against one string. */
/* regexp, or regexpi (`who`, named in the messages; its options start with ignorecase). */
void mt__regexp_as(const char *who, int nout, mt_array *const *out, int nargs,
                   const mt_arg *args)
{
    const mt_array *cs = args[0].a && args[0].a->cls == MT_CELL ? args[0].a : NULL,
                   *cp = args[1].a && args[1].a->cls == MT_CELL ? args[1].a : NULL, *shape;
    size_t n, i, ns, np;
    int k, no = nout > 1 ? nout : 1;
    mt_array **tmp, **rp;
    mt_arg *a;
    if (!cs && !cp) {
        rx_match_one(who, nout, out, nargs, args);
        return;
    }
    ns = cs ? cs->numel : 1;
    np = cp ? cp->numel : 1;
    if (cs && cp && ns != 1 && np != 1) {
        if (ns != np)
            mt_error("%s: cell array arguments must be scalar or equal size", who);
        if (cs->ndims != cp->ndims || memcmp(cs->dims, cp->dims, cs->ndims * sizeof(size_t)))
            mt_error("%s: inconsistent cell array dimensions", who);
    }
    shape = cs && (ns != 1 || !cp || np == 1) ? cs : cp;
    n = shape->numel;
    /* every block held: an error matching a later element frees them */
    a = (mt_arg *)rx_alloc((size_t)nargs * sizeof(mt_arg));
    mt__hold(a);
    memcpy(a, args, (size_t)nargs * sizeof(mt_arg));
    tmp = (mt_array **)rx_alloc((size_t)no * sizeof(mt_array *));
    mt__hold(tmp);
    rp = (mt_array **)rx_alloc((size_t)no * sizeof(mt_array *));
    mt__hold(rp);
    for (k = 0; k < no; k++) {
        tmp[k] = mt__held_new();
        rp[k] = mt__held_new();
        mt_cell_new(tmp[k], shape->ndims, shape->dims);
    }
    for (i = 0; i < n; i++) {
        if (cs)
            a[0].a = mt__cell_at(cs, ns == 1 ? 0 : i);
        if (cp)
            a[1].a = mt__cell_at(cp, np == 1 ? 0 : i);
        rx_match_one(who, no, rp, nargs, a);
        for (k = 0; k < no; k++)
            mt__cell_put(tmp[k], i, rp[k]);
    }
    for (k = no - 1; k >= 0; k--) {
        mt__held_drop(rp[k]);
        mt__held_give(out[k], tmp[k]);
    }
    mt__release(rp);
    mt__release(tmp);
    mt__release(a);
}

BI(regexp)
{
    mt__regexp_as("regexp", nout, out, nargs, args);
}
