// SPDX-License-Identifier: Apache-2.0
#include "charts/chartkit.h"
#include "demomeasurement.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "scriptedprompts.h"
#include "settings.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/projectfile.h"

#include <QAbstractBarSeries>
#include <QAbstractButton>
#include <QApplication>
#include <QBoxPlotSeries>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QXYSeries>
#include <algorithm>

using namespace fw::app;

// Walks every page of the main window, with the demo project open as a user first sees it (full of runs: the
// suppliers' claims, the example plan runs and the real measurement of this computer, whose long name once crushed
// the tail-latency chart), in each language at 1100 x 700 (the default size) and 1280 x 800, and checks what a user
// sees: that no label, button, check box, combo box (its current text), table header section or tab is narrower than
// its text needs; that a list item wider than its list says itself whole in a tooltip; that no chart elided its
// title, a legend entry or an axis label (German runs about a third longer than English, and a cut "Kosten pro
// akzeptiertem Lau" hides meaning); and that every chart that draws data keeps at least chartkit::kMinimumPlotArea
// for its plot. Every tab of a page and the status bar are walked too. There are no known exceptions.
class TestLocalisedLayouts : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyPageFits_data();
    void everyPageFits();

private:
    QString m_measuredLanguage; // the language the demo on disk was built and measured in by this run
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

// Tabs narrower than their text (a style that elides them, or a bar squeezed below its tabs' needs).
QStringList clippedTabs(QTabBar* bar)
{
    QStringList problems;
    const int space = bar->style()->pixelMetric(QStyle::PM_TabBarTabHSpace, nullptr, bar);
    for (int i = 0; i < bar->count(); ++i) {
        // The mnemonic's "&" is not drawn.
        const QString text = QString(bar->tabText(i)).replace(QRegularExpression(QStringLiteral("&(?!&)")), QString());
        int needed = bar->fontMetrics().horizontalAdvance(text) + space;
        if (!bar->tabIcon(i).isNull())
            needed += bar->iconSize().width() + 4;
        if (!text.isEmpty() && bar->tabRect(i).width() + 1 < needed)
            problems << describe(bar, text, needed, bar->tabRect(i).width()) + QStringLiteral(" (tab)");
    }
    return problems;
}

// Items of a list that are wider than the list shows and do not say themselves whole in a tooltip.
QStringList clippedItems(QListWidget* list)
{
    QStringList problems;
    const int room = list->viewport()->width();
    for (int i = 0; i < list->count(); ++i) {
        QListWidgetItem* item = list->item(i);
        if (item->isHidden() || item->text().isEmpty())
            continue;
        const QRect rect = list->visualItemRect(item);
        const int needed = list->fontMetrics().horizontalAdvance(item->text().section(QLatin1Char('\n'), 0, 0));
        const bool cut =
            list->wordWrap() ? rect.height() + 1 < list->fontMetrics().lineSpacing() : rect.left() + needed > room;
        if (cut && !item->toolTip().contains(item->text().section(QLatin1Char('\n'), 0, 0)))
            problems << describe(list, item->text(), needed, room) + QStringLiteral(" (list item without tooltip)");
    }
    return problems;
}

// Texts a chart elided: Qt Charts cuts a title, legend entry or axis label that does not fit and ends it with "...".
// And a chart that draws data with a plot smaller than the documented minimum, the "..." axes of a sliver.
QStringList clippedChartTexts(QChartView* view)
{
    QStringList problems;
    if (!view->chart() || !view->scene())
        return problems;
    QChart* chart = view->chart();
    bool drawsData = false;
    for (QAbstractSeries* series : chart->series()) {
        if (auto* xy = qobject_cast<QXYSeries*>(series))
            drawsData = drawsData || xy->count() > 0;
        else if (auto* bars = qobject_cast<QAbstractBarSeries*>(series))
            drawsData = drawsData || bars->count() > 0;
        else if (auto* boxes = qobject_cast<QBoxPlotSeries*>(series))
            drawsData = drawsData || boxes->count() > 0;
    }
    drawsData = drawsData && !chart->property(fw::app::chartkit::kEmptyProperty).isValid();
    const QSizeF plot = chart->plotArea().size();
    const QSizeF minimum = fw::app::chartkit::kMinimumPlotArea;
    if (drawsData && (plot.width() + 0.5 < minimum.width() || plot.height() + 0.5 < minimum.height()))
        problems << QStringLiteral("chart %1: plot %2 x %3 px, below the minimum %4 x %5 (view %6 x %7)")
                        .arg(view->objectName())
                        .arg(plot.width(), 0, 'f', 0)
                        .arg(plot.height(), 0, 'f', 0)
                        .arg(minimum.width())
                        .arg(minimum.height())
                        .arg(view->width())
                        .arg(view->height());
    for (QGraphicsItem* item : view->scene()->items()) {
        if (item->type() != QGraphicsTextItem::Type || !item->isVisible())
            continue;
        const QString text = static_cast<QGraphicsTextItem*>(item)->toPlainText();
        if (text.endsWith(QLatin1String("...")))
            problems << QStringLiteral("chart %1: \"%2\" is cut").arg(view->objectName(), text);
        // A legend entry reaching past its legend is cut at the legend's edge.
        const QRectF legend = chart->legend()->sceneBoundingRect().adjusted(-0.5, -0.5, 0.5, 0.5);
        if (chart->legend()->isAncestorOf(item) && !legend.contains(item->parentItem()->sceneBoundingRect()))
            problems << QStringLiteral("chart %1: legend entry \"%2\" reaches past its legend")
                            .arg(view->objectName(), text.simplified());
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
        if (auto* bar = qobject_cast<QTabBar*>(widget))
            problems << clippedTabs(bar);
        if (auto* list = qobject_cast<QListWidget*>(widget))
            problems << clippedItems(list);
    }
    return problems;
}

// Lets the window finish what it posted: the Compare page draws its tab after the top charts, and a chart short of
// room grows its view after its first layout, which lays the page out again. A few rounds, not a clock.
void settle()
{
    for (int round = 0; round < 6; ++round) {
        QApplication::sendPostedEvents();
        QApplication::processEvents();
    }
}

} // namespace

void TestLocalisedLayouts::initTestCase()
{
    // CI runs as root, where Open MPI starts ranks only when told to.
    qputenv("OMPI_ALLOW_RUN_AS_ROOT", "1");
    qputenv("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1");
}

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
    // The demo as a first start in this language builds it: measured on this computer once per language, then kept.
    if (m_measuredLanguage != language)
        QFile::remove(MainWindow::demoProjectPath());

    MainWindow window(settings, languages, prompts);
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy ended(window.demoMeasurement(), &DemoMeasurement::ended);
    QVERIFY(window.openDemoProject());
    if (window.demoMeasurement()->isRunning()) {
        QTRY_VERIFY_WITH_TIMEOUT(!ended.isEmpty(), 60000);
        m_measuredLanguage = language;
    }
    if (!QStandardPaths::findExecutable(QStringLiteral("mpirun")).isEmpty()) {
        // The local measurement's run is there, of no candidate, with its long name.
        int local = 0;
        for (const fw::core::BenchmarkRun& run : fw::core::BenchmarkRunRepository(*window.project()).list())
            local += !run.candidateId && run.source == fw::core::RunSource::OwnMeasurement;
        QVERIFY2(local == 1, qPrintable(ended.isEmpty() ? QStringLiteral("no measurement")
                                                        : ended.constFirst().constFirst().toString()));
    }

    QStringList problems;
    for (int page = 0; page < int(MainWindow::Page::Count); ++page) {
        window.showPage(MainWindow::Page(page));
        settle();
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
        for (const QString& problem : problemsUnder(window.statusBar()))
            problems << QStringLiteral("status bar: %1").arg(problem);
        // Every tab of the page's tab widgets, each as the user would open it.
        for (QTabWidget* tabs : current->findChildren<QTabWidget*>()) {
            if (!tabs->isVisible())
                continue;
            const int shown = tabs->currentIndex();
            for (int tab = 0; tab < tabs->count(); ++tab) {
                tabs->setCurrentIndex(tab);
                settle();
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
    // Each on its own line: Qt Test cuts a long failure message.
    for (const QString& problem : std::as_const(problems))
        qInfo().noquote() << problem;
    QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 problem(s), listed above").arg(problems.size())));
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
}

QTEST_MAIN(TestLocalisedLayouts)
#include "testlocalisedlayouts.moc"
