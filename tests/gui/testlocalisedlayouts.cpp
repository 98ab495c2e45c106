#include "languagemanager.h"
#include "mainwindow.h"
#include "scriptedprompts.h"
#include "settings.h"
#include "storage/demoproject.h"

#include <QAbstractButton>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QPushButton>
#include <QStackedWidget>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>

using namespace fw::app;

// Walks every page of the main window, with the demo project open, in each language at 1100 x 700 (the default
// size) and 1280 x 800, and checks that no label, button, check box, combo box (its current text) or table header
// section is narrower than its text needs, and that no chart elided its title, a legend entry or an axis label:
// German runs about a third longer than English, and a cut "Kosten pro akzeptiertem Lau" hides meaning. Every
// tab of a page is walked too. There are no known exceptions: any clipped text fails.
class TestLocalisedLayouts : public QObject
{
    Q_OBJECT

private slots:
    void everyPageFits_data();
    void everyPageFits();
};

namespace {

QString describe(const QWidget* widget, const QString& text, int needed, int has)
{
    return QStringLiteral("%1 \"%2\" needs %3 px, has %4")
        .arg(QString::fromLatin1(widget->metaObject()->className()), text.left(60))
        .arg(needed)
        .arg(has);
}

// Problems of one visible widget; empty when its text fits.
QString clipped(QWidget* widget)
{
    if (auto* label = qobject_cast<QLabel*>(widget)) {
        if (label->text().isEmpty() || label->pixmap().isNull() == false)
            return {};
        if (label->wordWrap()) {
            // A wrapping label needs the height of its text at its width.
            const int needed = label->heightForWidth(label->width());
            if (needed > label->height() + 1)
                return describe(label, label->text(), needed, label->height()) + QStringLiteral(" (height)");
            return {};
        }
        if (label->sizeHint().width() > label->width() + 1)
            return describe(label, label->text(), label->sizeHint().width(), label->width());
        return {};
    }
    if (auto* button = qobject_cast<QAbstractButton*>(widget)) {
        if (!qobject_cast<QPushButton*>(button) && !qobject_cast<QCheckBox*>(button))
            return {};
        if (button->text().isEmpty())
            return {};
        if (button->sizeHint().width() > button->width() + 1)
            return describe(button, button->text(), button->sizeHint().width(), button->width());
        return {};
    }
    if (auto* combo = qobject_cast<QComboBox*>(widget)) {
        // The current text must fit the box's text field (the box without its frame and arrow).
        const QString text = combo->currentText();
        if (text.isEmpty())
            return {};
        QStyleOptionComboBox option;
        option.initFrom(combo);
        option.editable = combo->isEditable();
        option.frame = combo->hasFrame();
        option.currentText = text;
        option.iconSize = combo->iconSize();
        option.currentIcon = combo->itemIcon(combo->currentIndex());
        const QRect field =
            combo->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, combo);
        int needed = combo->fontMetrics().horizontalAdvance(text);
        if (!option.currentIcon.isNull())
            needed += option.iconSize.width() + 4;
        if (needed > field.width() + 1)
            return describe(combo, text, needed, field.width());
        return {};
    }
    return {};
}

// The sections of a horizontal table header whose text is wider than the section.
QStringList clippedSections(QHeaderView* header)
{
    QStringList problems;
    if (header->orientation() != Qt::Horizontal || !header->model())
        return problems;
    const int margin = header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    for (int logical = 0; logical < header->count(); ++logical) {
        if (header->isSectionHidden(logical) || header->sectionSize(logical) <= 0)
            continue;
        const QString text = header->model()->headerData(logical, Qt::Horizontal, Qt::DisplayRole).toString();
        if (text.isEmpty())
            continue;
        QFont font = header->font();
        const QVariant modelFont = header->model()->headerData(logical, Qt::Horizontal, Qt::FontRole);
        if (modelFont.canConvert<QFont>())
            font = modelFont.value<QFont>();
        const QFontMetrics metrics(font);
        int widest = 0;
        for (const QString& line : text.split(QLatin1Char('\n')))
            widest = std::max(widest, metrics.horizontalAdvance(line));
        int needed = widest + 2 * margin;
        if (header->isSortIndicatorShown() && header->sortIndicatorSection() == logical)
            needed += header->style()->pixelMetric(QStyle::PM_HeaderMarkSize, nullptr, header) + margin;
        if (needed > header->sectionSize(logical) + 1)
            problems << describe(header, text, needed, header->sectionSize(logical)) + QStringLiteral(" (section)");
    }
    return problems;
}

// Texts a chart elided: Qt Charts cuts a title, legend entry or axis label that does not fit and ends it with "...".
QStringList clippedChartTexts(QChartView* view)
{
    QStringList problems;
    if (!view->chart() || !view->scene())
        return problems;
    for (QGraphicsItem* item : view->scene()->items()) {
        if (item->type() != QGraphicsTextItem::Type || !item->isVisible())
            continue;
        const QString text = static_cast<QGraphicsTextItem*>(item)->toPlainText();
        if (text.endsWith(QLatin1String("...")))
            problems << QStringLiteral("chart %1: \"%2\" is cut").arg(view->objectName(), text);
    }
    return problems;
}

// The problems of every visible widget under `root`.
QStringList problemsUnder(QWidget* root)
{
    QStringList problems;
    const auto widgets = root->findChildren<QWidget*>();
    for (QWidget* widget : widgets) {
        if (!widget->isVisible())
            continue;
        const QString problem = clipped(widget);
        if (!problem.isEmpty())
            problems << problem;
        if (auto* header = qobject_cast<QHeaderView*>(widget))
            problems << clippedSections(header);
        if (auto* view = qobject_cast<QChartView*>(widget))
            problems << clippedChartTexts(view);
    }
    return problems;
}

} // namespace

void TestLocalisedLayouts::everyPageFits_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    for (const char* language : {"en", "de", "ja"})
        for (const QSize size : {QSize(1100, 700), QSize(1280, 800)})
            QTest::addRow("%s-%dx%d", language, size.width(), size.height()) << QString::fromLatin1(language) << size;
}

void TestLocalisedLayouts::everyPageFits()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Settings settings(dir.filePath(QStringLiteral("settings.ini")));
    LanguageManager languages;
    QVERIFY(languages.setLanguage(language));
    ScriptedPrompts prompts;
    const QString demo = dir.filePath(QStringLiteral("demo.fabwb"));
    fw::core::createDemoProject(demo);

    MainWindow window(settings, languages, prompts);
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openProject(demo));

    QStringList problems;
    for (int page = 0; page < int(MainWindow::Page::Count); ++page) {
        window.showPage(MainWindow::Page(page));
        QApplication::processEvents();
        QApplication::processEvents(); // the Compare page draws its tab after the top charts
        QWidget* current = window.centralWidget();
        // FW_LAYOUT_SHOTS=folder keeps a picture of every page and tab, to look at what the checks judged.
        if (const QString shots = qEnvironmentVariable("FW_LAYOUT_SHOTS"); !shots.isEmpty())
            window.grab().save(QStringLiteral("%1/%2-%3x%4-page%5.png")
                                   .arg(shots, language)
                                   .arg(size.width())
                                   .arg(size.height())
                                   .arg(page));
        for (const QString& problem : problemsUnder(current))
            problems << QStringLiteral("page %1: %2").arg(page).arg(problem);
        // Every tab of the page's tab widgets, each as the user would open it.
        for (QTabWidget* tabs : current->findChildren<QTabWidget*>()) {
            if (!tabs->isVisible())
                continue;
            const int shown = tabs->currentIndex();
            for (int tab = 0; tab < tabs->count(); ++tab) {
                tabs->setCurrentIndex(tab);
                QApplication::processEvents();
                QApplication::processEvents();
                if (const QString shots = qEnvironmentVariable("FW_LAYOUT_SHOTS"); !shots.isEmpty() && tab > 0)
                    window.grab().save(QStringLiteral("%1/%2-%3x%4-page%5-tab%6.png")
                                           .arg(shots, language)
                                           .arg(size.width())
                                           .arg(size.height())
                                           .arg(page)
                                           .arg(tab));
                for (const QString& problem : problemsUnder(tabs->widget(tab)))
                    problems << QStringLiteral("page %1, tab %2: %3").arg(page).arg(tab).arg(problem);
            }
            tabs->setCurrentIndex(shown);
        }
    }
    problems.removeDuplicates();
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
}

QTEST_MAIN(TestLocalisedLayouts)
#include "testlocalisedlayouts.moc"
